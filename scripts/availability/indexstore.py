"""Every symbol reference the compiler recorded while building: the index store (`.build/…/index/store`)
read through the toolchain's libIndexStore, whose C API (indexstore.h) this binds with ctypes."""
import ctypes
import pathlib
import shutil

# SymbolRole bits (indexstore.h): a reference, and one the compiler made up (a for-in loop's `next`, a
# protocol's default implementation), which the compiler picks by availability itself.
REFERENCE, IMPLICIT = 1 << 2, 1 << 8
# indexstore_unit_dependency_kind_t: a record, which holds one file's occurrences.
RECORD = 2


class _String(ctypes.Structure):
    _fields_ = [("data", ctypes.c_char_p), ("length", ctypes.c_size_t)]


def _text(ref):
    return ctypes.string_at(ref.data, ref.length).decode() if ref.data else ""


def _library():
    swift = shutil.which("swift")
    if not swift:
        raise RuntimeError("swift is not on PATH")
    toolchain = pathlib.Path(swift).resolve().parents[1]
    for name in ("lib/libIndexStore.so", "lib/libIndexStore.dylib"):
        if (toolchain / name).exists():
            lib = ctypes.CDLL(str(toolchain / name))
            break
    else:
        raise RuntimeError(f"no libIndexStore in {toolchain}/lib")
    pointer, string = ctypes.c_void_p, _String
    signatures = {
        "indexstore_store_create": (pointer, [ctypes.c_char_p, ctypes.POINTER(pointer)]),
        "indexstore_store_dispose": (None, [pointer]),
        "indexstore_store_units_apply_f": (ctypes.c_bool, [pointer, ctypes.c_uint, pointer, ctypes.CFUNCTYPE(ctypes.c_bool, pointer, string)]),
        "indexstore_unit_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
        "indexstore_unit_reader_dispose": (None, [pointer]),
        "indexstore_unit_reader_dependencies_apply_f": (ctypes.c_bool, [pointer, pointer, ctypes.CFUNCTYPE(ctypes.c_bool, pointer, pointer)]),
        "indexstore_unit_dependency_get_kind": (ctypes.c_int, [pointer]),
        "indexstore_unit_dependency_get_name": (string, [pointer]),
        "indexstore_unit_dependency_get_filepath": (string, [pointer]),
        "indexstore_record_reader_create": (pointer, [pointer, ctypes.c_char_p, ctypes.POINTER(pointer)]),
        "indexstore_record_reader_dispose": (None, [pointer]),
        "indexstore_record_reader_occurrences_apply_f": (ctypes.c_bool, [pointer, pointer, ctypes.CFUNCTYPE(ctypes.c_bool, pointer, pointer)]),
        "indexstore_occurrence_get_symbol": (pointer, [pointer]),
        "indexstore_occurrence_get_roles": (ctypes.c_uint64, [pointer]),
        "indexstore_occurrence_get_line_col": (None, [pointer, ctypes.POINTER(ctypes.c_uint), ctypes.POINTER(ctypes.c_uint)]),
        "indexstore_symbol_get_usr": (string, [pointer]),
    }
    for name, (result, arguments) in signatures.items():
        function = getattr(lib, name)
        function.restype, function.argtypes = result, arguments
    return lib


def references(store_path, wanted, recorded=None):
    """(file, line, UTF-8 column, USR) of every explicit reference recorded for a file `wanted(path)` accepts;
    `recorded`, when given, receives every such file the index holds a record of (one that declares and
    references nothing included)."""
    lib = _library()
    error = ctypes.c_void_p()
    store = lib.indexstore_store_create(str(store_path).encode(), ctypes.byref(error))
    if not store:
        raise RuntimeError(f"cannot open the index store {store_path}")
    units = []
    unit_callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, _String)(lambda _, name: units.append(_text(name)) or True)
    lib.indexstore_store_units_apply_f(store, 0, None, unit_callback)
    records = {}

    def dependency(_, entry):
        if lib.indexstore_unit_dependency_get_kind(entry) == RECORD:
            path = _text(lib.indexstore_unit_dependency_get_filepath(entry))
            if wanted(path):
                records[_text(lib.indexstore_unit_dependency_get_name(entry))] = path
        return True

    dependency_callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)(dependency)
    for unit in units:
        reader = lib.indexstore_unit_reader_create(store, unit.encode(), ctypes.byref(error))
        if reader:
            lib.indexstore_unit_reader_dependencies_apply_f(reader, None, dependency_callback)
            lib.indexstore_unit_reader_dispose(reader)
    if recorded is not None:
        recorded.update(records.values())
    found = []
    for record, path in sorted(records.items()):

        def occurrence(_, entry, path=path):
            roles = lib.indexstore_occurrence_get_roles(entry)
            if roles & REFERENCE and not roles & IMPLICIT:
                line, column = ctypes.c_uint(), ctypes.c_uint()
                lib.indexstore_occurrence_get_line_col(entry, ctypes.byref(line), ctypes.byref(column))
                usr = _text(lib.indexstore_symbol_get_usr(lib.indexstore_occurrence_get_symbol(entry)))
                found.append((path, line.value, column.value, usr))
            return True

        occurrence_callback = ctypes.CFUNCTYPE(ctypes.c_bool, ctypes.c_void_p, ctypes.c_void_p)(occurrence)
        reader = lib.indexstore_record_reader_create(store, record.encode(), ctypes.byref(error))
        if reader:
            lib.indexstore_record_reader_occurrences_apply_f(reader, None, occurrence_callback)
            lib.indexstore_record_reader_dispose(reader)
    lib.indexstore_store_dispose(store)
    return sorted(set(found))
