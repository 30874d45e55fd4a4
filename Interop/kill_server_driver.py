"""Drives Interop/check_kill_server.sh: Apple's Python client (app-store-server-library) asks the local
App Store for 1,000 test notifications while `storehelper server` receives them; the script kills the
server with SIGKILL once about 300 are stored, restarts it, and finally checks that the server stored
every notification the store made exactly once.

Usage: kill_server_driver.py request BASE_URL KEY_PATH KEY_ID ISSUER_ID BUNDLE_ID COUNT
       kill_server_driver.py await ADMIN_URL ADMIN_KEY COUNT SECONDS INTERVAL
       kill_server_driver.py compare STORE_NOTIFICATIONS_JSON SERVER_NOTIFICATIONS_JSON
"""
import base64
import json
import sys
import time
import urllib.request
import warnings
from concurrent.futures import ThreadPoolExecutor

warnings.filterwarnings("ignore")


def request(base_url, key_path, key_id, issuer_id, bundle_id, count):
    from appstoreserverlibrary.api_client import AppStoreServerAPIClient
    from appstoreserverlibrary.models.Environment import Environment

    key = open(key_path, "rb").read()

    def one(_):
        client = AppStoreServerAPIClient(key, key_id, issuer_id, bundle_id, Environment.SANDBOX)
        client._base_url = base_url
        return client.request_test_notification().testNotificationToken

    with ThreadPoolExecutor(max_workers=4) as pool:
        tokens = list(pool.map(one, range(int(count))))
    assert len(set(tokens)) == int(count), "each request made one test notification"
    print(f"kill check: Apple's client requested {len(tokens)} test notifications")


def stored(admin_url, admin_key):
    """How many notifications the server lists (0 while it is down)."""
    request = urllib.request.Request(admin_url, headers={"Authorization": "Bearer " + admin_key})
    try:
        return len(json.loads(urllib.request.urlopen(request, timeout=5).read()))
    except OSError:
        return 0


def await_stored(admin_url, admin_key, count, seconds, interval):
    """Polls the server's list every `interval` seconds, in this one process (a process per poll costs the CPU of a
    Python start each time), until it holds `count` notifications or `seconds` have passed (the caller's comparison
    of what was made and stored then says what is missing)."""
    deadline = time.monotonic() + float(seconds)
    while stored(admin_url, admin_key) < int(count) and time.monotonic() < deadline:
        time.sleep(float(interval))


def uuid_of(signed_payload):
    body = signed_payload.split(".")[1]
    body += "=" * (-len(body) % 4)
    return json.loads(base64.urlsafe_b64decode(body))["notificationUUID"]


def compare(store_path, server_path):
    made = json.load(open(store_path))
    stored = json.load(open(server_path))
    made_ids = [uuid_of(item["signedPayload"]) for item in made]
    stored_ids = [item["notificationUUID"] for item in stored]
    failed = sum(1 for item in made if any(a["sendAttemptResult"] != "SUCCESS" for a in item["sendAttempts"]))
    assert len(stored_ids) == len(set(stored_ids)), "a notification was stored twice"
    missing = set(made_ids) - set(stored_ids)
    assert not missing, f"{len(missing)} notifications never reached the server"
    assert set(stored_ids) == set(made_ids), "the server stored notifications the store never made"
    assert failed > 0, "no delivery failed: the kill did not land mid-delivery"
    print(f"kill check: {len(made_ids)} notifications made, {len(stored_ids)} stored, each once; "
          f"{failed} had failed delivery attempts while the server was down")


if __name__ == "__main__":
    if sys.argv[1] == "request":
        request(*sys.argv[2:8])
    elif sys.argv[1] == "await":
        await_stored(*sys.argv[2:7])
    else:
        compare(*sys.argv[2:4])
