"""What the Interop checks expect of an answer, shared by the scripts that drive Apple's Python client."""
from appstoreserverlibrary.api_client import APIException


def expect(condition, message):
    """Fails the check with `message` unless `condition` holds."""
    if not condition:
        raise AssertionError(message)


def expect_api_error(function, status, error):
    """`function()` must fail with HTTP `status` and Apple's `error`: an `APIError`, or a code newer than the library
    (an int), compared as the raw code the answer carries."""
    try:
        function()
    except APIException as exception:
        expect(exception.http_status_code == status and exception.raw_api_error == int(error),
               f"expected HTTP {status} {error}, got HTTP {exception.http_status_code} {exception.raw_api_error} {exception.error_message}")
        return
    raise AssertionError(f"expected {error}, the call succeeded")
