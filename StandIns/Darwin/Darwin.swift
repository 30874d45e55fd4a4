// Darwin's C library under Darwin's name, for scripts/apple-typecheck/check.py, which type-checks the client
// half's Apple branches on Linux (Package.swift never builds this): Glibc declares the POSIX calls those branches
// make. What differs between the two C libraries is not checked by it.
@_exported import Glibc
