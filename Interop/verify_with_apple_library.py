#!/usr/bin/env python3
"""Checks a local store's signed data with Apple's own verifier (app-store-server-library, PyPI).

Usage: verify_with_apple_library.py ROOT.der BUNDLE_ID TRANSACTIONS.json NOTIFICATIONS.json [FOREIGN_ROOT.der]

TRANSACTIONS.json is `storehelper store transactions --json`; NOTIFICATIONS.json is
`storehelper store notifications --json`. The store must sign for Sandbox (`storehelper store set
environment=Sandbox`) or, with STORE_ENVIRONMENT=Production and APP_APPLE_ID=N in the environment, for
Production (`set appAppleId=N environment=Production`): Apple's library skips every check for Xcode and
LocalTesting data. In Production a verifier expecting another app Apple ID must reject the first
notification. Each transaction, each notification, and the transaction and renewal info
nested in each notification (an app transaction in RESCIND_CONSENT's appData too) must verify (chain to ROOT with Apple's OIDs, ES256 signature, bundle
id, environment). With FOREIGN_ROOT (another store's root), the first transaction must be
rejected under it, which shows the check can fail. Prints one summary line; exits 1 on the first failure.
"""
import json
import os
import sys

from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier, VerificationException


def main() -> int:
    root_path, bundle_id, transactions_path, notifications_path = sys.argv[1:5]
    with open(root_path, "rb") as handle:
        root = handle.read()
    environment = Environment(os.environ.get("STORE_ENVIRONMENT", "Sandbox"))
    app_apple_id = int(os.environ["APP_APPLE_ID"]) if "APP_APPLE_ID" in os.environ else None
    verifier = SignedDataVerifier([root], False, environment, bundle_id, app_apple_id)
    with open(transactions_path) as handle:
        transactions = json.load(handle)
    with open(notifications_path) as handle:
        notifications = json.load(handle)

    counts = {"transactions": 0, "notifications": 0, "nested transactions": 0, "renewal infos": 0, "app transactions (RESCIND_CONSENT)": 0}
    try:
        for item in transactions:
            decoded = verifier.verify_and_decode_signed_transaction(item["jws"])
            assert decoded.transactionId == item["transactionId"], "decoded transaction id differs"
            counts["transactions"] += 1
        for item in notifications:
            decoded = verifier.verify_and_decode_notification(item["signedPayload"])
            assert decoded.notificationUUID == item["notificationUUID"], "decoded notification UUID differs"
            assert decoded.rawNotificationType == item["notificationType"], "decoded notification type differs"
            counts["notifications"] += 1
            data = decoded.data
            if data is not None and data.signedTransactionInfo:
                verifier.verify_and_decode_signed_transaction(data.signedTransactionInfo)
                counts["nested transactions"] += 1
            if data is not None and data.signedRenewalInfo:
                verifier.verify_and_decode_renewal_info(data.signedRenewalInfo)
                counts["renewal infos"] += 1
            app_data = decoded.appData
            if app_data is not None and app_data.signedAppTransactionInfo:
                verifier.verify_and_decode_app_transaction(app_data.signedAppTransactionInfo)
                counts["app transactions (RESCIND_CONSENT)"] += 1
    except VerificationException as error:
        print(f"apple-library: REJECTED: {error.status}", file=sys.stderr)
        return 1
    # Checks that can fail: each verifier here must reject what it is given.
    refusals = []
    if len(sys.argv) > 5:
        with open(sys.argv[5], "rb") as handle:
            foreign = SignedDataVerifier([handle.read()], False, environment, bundle_id, app_apple_id)
        refusals.append(("rejected under a foreign root", lambda: foreign.verify_and_decode_signed_transaction(transactions[0]["jws"])))
    if environment == Environment.PRODUCTION:
        other_app = SignedDataVerifier([root], False, environment, bundle_id, app_apple_id + 1)
        refusals.append(("rejected for another app Apple ID",
                         lambda: other_app.verify_and_decode_notification(notifications[0]["signedPayload"])))
    for name, attempt in refusals:
        try:
            attempt()
            print(f"apple-library: expected to be {name}, but accepted", file=sys.stderr)
            return 1
        except VerificationException:
            counts[name] = 1
    if any(counts[name] == 0 for name in ["transactions", "notifications", "renewal infos", "app transactions (RESCIND_CONSENT)"]):
        print(f"apple-library: nothing to check: {counts}", file=sys.stderr)
        return 1
    print("apple-library: accepted " + ", ".join(f"{count} {name}" for name, count in counts.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
