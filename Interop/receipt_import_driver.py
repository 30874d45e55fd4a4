"""Drives Interop/check_kill_receipts.sh: posts each customer's app receipt to `storehelper server`'s
POST /v1/receipts, as that customer's app would, from its own address behind the trusted proxy (the
X-Forwarded-For it appends), trying again after a refused connection or a 5xx until the server answers;
then checks that each customer owns exactly their own purchases, once.

Usage: receipt_import_driver.py import SERVER_URL APP_KEY RECEIPTS_DIR
       receipt_import_driver.py verify SERVER_URL ADMIN_KEY STORE_TRANSACTIONS_DIR
"""
import json
import os
import sys
import time
import urllib.error
import urllib.request
from concurrent.futures import ThreadPoolExecutor


def post(url, app_key, user, receipt, client):
    body = json.dumps({"appUserId": user, "receipt": receipt}).encode()
    headers = {"Content-Type": "application/json", "Authorization": "Bearer " + app_key, "X-Forwarded-For": client}
    deadline = time.time() + 120
    while True:
        try:
            with urllib.request.urlopen(urllib.request.Request(url, data=body, headers=headers), timeout=10) as answer:
                return answer.status, json.loads(answer.read())
        except urllib.error.HTTPError as error:
            if error.code < 500 or time.time() > deadline:
                return error.code, json.loads(error.read() or b"{}")
        except (urllib.error.URLError, ConnectionError, TimeoutError):
            if time.time() > deadline:
                raise
        time.sleep(0.2)


def import_receipts(server_url, app_key, directory):
    users = sorted(os.listdir(directory))

    def one(index_user):
        index, user = index_user
        receipt = open(os.path.join(directory, user)).read().strip()
        return user, post(server_url + "/v1/receipts", app_key, user, receipt, f"198.51.100.{index + 1}")

    with ThreadPoolExecutor(max_workers=4) as pool:
        answers = list(pool.map(one, enumerate(users)))
    refused = [(user, status, answer) for user, (status, answer) in answers if status != 200]
    assert not refused, f"imports refused: {refused[:3]}"
    print(f"kill check: {len(answers)} receipts imported (each retried until the server answered)")


def get(url, admin_key):
    request = urllib.request.Request(url, headers={"Authorization": "Bearer " + admin_key})
    return json.loads(urllib.request.urlopen(request, timeout=10).read())


def verify(server_url, admin_key, directory):
    users = sorted(os.listdir(directory))
    owners = {}
    for user in users:
        made = json.load(open(os.path.join(directory, user)))
        expected = sorted(transaction["transactionId"] for transaction in made)
        history = get(f"{server_url}/admin/v1/users/{user}", admin_key)
        stored = sorted(transaction["transactionId"] for transaction in history["transactions"])
        assert stored == expected, f"{user} owns {stored}, bought {expected}"
        for transaction_id in stored:
            assert transaction_id not in owners, f"{transaction_id} is both {owners[transaction_id]}'s and {user}'s"
            owners[transaction_id] = user
    listed = get(f"{server_url}/admin/v1/users?limit=1000", admin_key)["users"]
    assert sorted(listed) == users, f"the server has users {sorted(set(listed) - set(users))} nobody imported for"
    print(f"kill check: {len(users)} customers own exactly their {len(owners)} purchases, each once, after the kill")


if __name__ == "__main__":
    command, arguments = sys.argv[1], sys.argv[2:]
    {"import": import_receipts, "verify": verify}[command](*arguments)
