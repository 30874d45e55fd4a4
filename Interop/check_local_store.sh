#!/usr/bin/env bash
# Runs a lifecycle on a fresh local store signing for Sandbox, then a shorter one on a store playing Production,
# and has Apple's Python library (app-store-server-library from PyPI, in a virtualenv under .build-python) verify
# everything each issued.
# Usage: Interop/check_local_store.sh [path/to/storehelper]
set -euo pipefail
cd "$(dirname "$0")/.."
tool=${1:-.build/debug/storehelper}
source Interop/apple_library_env.sh

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
store() { "$tool" store --state "$work/state" "$@" > /dev/null; }
bundle=com.storehelper.florist
store --config Examples/Florist/Products.storekit --bundle-id "$bundle" set environment=Sandbox gracePeriod=on
store account add parent --family smiths
store account add child --family smiths
store buy com.storehelper.nonconsumable.flowers-large --account parent
store buy com.storehelper.consumable.plant-installation --quantity 2
store buy com.storehelper.nonrenewing.seasonal-pass
store buy com.storehelper.subscription.vip.bronze
store advance 35d
store buy com.storehelper.subscription.vip.gold
store buy com.storehelper.subscription.vip.silver
store price-increase request com.storehelper.subscription.vip.gold
store set billingRetry=on
store advance 40d
store test-notification
store rescind-consent --account child
"$tool" store --state "$work/state" transactions --json > "$work/transactions.json"
first=$("$venv/bin/python" -c 'import json,sys; print(json.load(open(sys.argv[1]))[0]["transactionId"])' "$work/transactions.json")
store refund "$first"
store refund-reverse "$first"
store account add cousin --family smiths
store account leave cousin
# An organization assigns VIP Silver to pupil (ASSIGNED) and takes the seat back (ASSIGNMENT_REVOKE, REVOKE).
store account add pupil
store assign com.storehelper.subscription.vip.silver --account pupil --organization school
seat=$("$tool" store --state "$work/state" transactions --account pupil --json \
    | "$venv/bin/python" -c 'import json,sys; print(json.load(sys.stdin)[0]["originalTransactionId"])')
store unassign "$seat"
"$tool" store --state "$work/state" transactions --json > "$work/transactions.json"
"$tool" store --state "$work/state" notifications --json > "$work/notifications.json"
"$tool" store --state "$work/state" ca export "$work/root.der" > /dev/null
"$tool" store --state "$work/other" --config Examples/Florist/Products.storekit --bundle-id "$bundle" ca export "$work/foreign.der" > /dev/null
"$venv/bin/python" Interop/verify_with_apple_library.py \
    "$work/root.der" "$bundle" "$work/transactions.json" "$work/notifications.json" "$work/foreign.der"

# Apple's library (3.1.2 names neither value) keeps them raw: the seat's SUBSCRIBED carries ASSIGNED, its REVOKE the
# re-signed transaction with ASSIGNMENT_REVOKE.
"$venv/bin/python" - "$work" "$bundle" <<'PY'
import json, sys
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
work, bundle = sys.argv[1:3]
verifier = SignedDataVerifier([open(f"{work}/root.der", "rb").read()], False, Environment.SANDBOX, bundle)
seen = []
for item in json.load(open(f"{work}/notifications.json")):
    decoded = verifier.verify_and_decode_notification(item["signedPayload"])
    if decoded.data is None or not decoded.data.signedTransactionInfo:
        continue
    transaction = verifier.verify_and_decode_signed_transaction(decoded.data.signedTransactionInfo)
    if transaction.rawInAppOwnershipType == "ASSIGNED":
        seen.append((decoded.rawNotificationType, transaction.rawRevocationType, transaction.appAccountToken))
if seen != [("SUBSCRIBED", None, None), ("REVOKE", "ASSIGNMENT_REVOKE", None)]:
    sys.exit(f"apple-library: the assigned seat's notifications read {seen}")
print("apple-library: read the seat as ASSIGNED (SUBSCRIBED) and its revocation as ASSIGNMENT_REVOKE (REVOKE)")
PY

# Apple's ReceiptUtility reads the store's app receipt (PKCS #7, Xcode's shape) as StoreHelper's ReceiptReader does:
# the account's first purchase's transaction id.
"$tool" store --state "$work/state" receipt --account parent > "$work/receipt.txt"
"$tool" store --state "$work/state" transactions --account parent --json > "$work/parent.json"
"$venv/bin/python" - "$work" <<'PY'
import json, sys
from appstoreserverlibrary.receipt_utility import ReceiptUtility
work = sys.argv[1]
receipt = open(f"{work}/receipt.txt").read().strip()
found = ReceiptUtility().extract_transaction_id_from_app_receipt(receipt)
parent = [t["transactionId"] for t in json.load(open(f"{work}/parent.json"))]
if found is None or found not in parent:
    sys.exit(f"apple-library: ReceiptUtility read {found!r} from the store's app receipt, not one of parent's {parent}")
print(f"apple-library: ReceiptUtility read transaction {found} from the store's app receipt")
PY

# The same store code playing Production (with the app Apple ID Production data carries) passes Apple's
# Production verifier.
store() { "$tool" store --state "$work/production" "$@" > /dev/null; }
store --config Examples/Florist/Products.storekit --bundle-id "$bundle" set appAppleId=1234567890 environment=Production
store buy com.storehelper.nonconsumable.flowers-large
store buy com.storehelper.subscription.vip.gold
store advance 35d
store test-notification
store rescind-consent
"$tool" store --state "$work/production" transactions --json > "$work/production-transactions.json"
"$tool" store --state "$work/production" notifications --json > "$work/production-notifications.json"
"$tool" store --state "$work/production" ca export "$work/production-root.der" > /dev/null
STORE_ENVIRONMENT=Production APP_APPLE_ID=1234567890 "$venv/bin/python" Interop/verify_with_apple_library.py \
    "$work/production-root.der" "$bundle" "$work/production-transactions.json" "$work/production-notifications.json" "$work/root.der"

# Monthly plans with a 12-month commitment: a year and a month on Garden Club Plus's monthly plan, a change to Garden Club
# billed up front at the next commitment's end, a month in billing retry; ann's commitment with auto-renew off, billed to
# its end and no further. Apple's verifier reads every transaction's billingPlanType and commitmentInfo, and the renewal
# info's commitment, as the store means them.
store() { "$tool" store --state "$work/annual" "$@" > /dev/null; }
store --config Examples/Florist/Annual.storekit --bundle-id "$bundle" set environment=Sandbox
store buy com.storehelper.subscription.garden.plus --billing-plan MONTHLY
store account add ann
store buy com.storehelper.subscription.garden.basic --billing-plan MONTHLY --account ann
store auto-renew off com.storehelper.subscription.garden.basic --account ann
store advance 380d
store buy com.storehelper.subscription.garden.basic --billing-plan BILLED_UPFRONT
store set billingRetry=on
store advance 31d
store rescind-consent
"$tool" store --state "$work/annual" transactions --json > "$work/annual-transactions.json"
"$tool" store --state "$work/annual" notifications --json > "$work/annual-notifications.json"
"$tool" store --state "$work/annual" ca export "$work/annual-root.der" > /dev/null
"$venv/bin/python" Interop/verify_with_apple_library.py \
    "$work/annual-root.der" "$bundle" "$work/annual-transactions.json" "$work/annual-notifications.json" "$work/root.der"
"$venv/bin/python" - "$work" "$bundle" <<'PY'
import json, sys
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier
work, bundle = sys.argv[1:3]
verifier = SignedDataVerifier([open(f"{work}/annual-root.der", "rb").read()], False, Environment.SANDBOX, bundle)
decoded = [verifier.verify_and_decode_signed_transaction(t["jws"]) for t in json.load(open(f"{work}/annual-transactions.json"))]
months = [m for m in decoded if m.productId == "com.storehelper.subscription.garden.plus"]
# ann turned auto-renew off in her first month: all twelve months billed, then the subscription ended with the commitment.
ann = [m for m in decoded if m.productId == "com.storehelper.subscription.garden.basic"]
assert [m.commitmentInfo.billingPeriodNumber for m in ann] == list(range(1, 13)), "ann: twelve months, no thirteenth"
assert ann[-1].expiresDate == ann[0].commitmentInfo.commitmentExpiresDate, "ann's last month ends with her commitment"
periods = [m.commitmentInfo.billingPeriodNumber for m in months]
assert all(m.rawBillingPlanType == "MONTHLY" and m.commitmentInfo.totalBillingPeriods == 12 for m in months), "every month is MONTHLY of 12"
assert periods == list(range(1, 13)) + [1], f"months 1 to 12, then the next commitment's first: {periods}"
assert len({m.commitmentInfo.commitmentExpiresDate for m in months}) == 2, "two commitments"
renewals = [verifier.verify_and_decode_notification(n["signedPayload"]) for n in json.load(open(f"{work}/annual-notifications.json"))]
latest = verifier.verify_and_decode_renewal_info(renewals[-2].data.signedRenewalInfo)
assert latest.commitmentInfo.commitmentAutoRenewProductId == "com.storehelper.subscription.garden.basic", "the change waits for the end"
assert latest.commitmentInfo.rawCommitmentRenewalBillingPlanType == "BILLED_UPFRONT"
types = [n.rawNotificationType + ("/" + n.rawSubtype if n.rawSubtype else "") for n in renewals]
assert "EXPIRED/VOLUNTARY" in types and "DID_CHANGE_RENEWAL_STATUS/AUTO_RENEW_DISABLED" in types, types
assert "DID_CHANGE_RENEWAL_PREF/DOWNGRADE" in types and types[-2:] == ["DID_FAIL_TO_RENEW", "RESCIND_CONSENT"], types
print(f"apple-library: {len(months)} monthly-plan transactions (months {periods[0]}-{max(periods)}, then a new commitment), ann's 12 ending with her commitment, "
      f"renewal info's commitment and {len(renewals)} notifications read as the store means them")
PY

# OpenSSL in strict RFC 5280 mode accepts the chain of the store's tokens (leaf → intermediate → root).
"$venv/bin/python" - "$work" <<'PY'
import base64, json, sys
work = sys.argv[1]
jws = json.load(open(f"{work}/transactions.json"))[0]["jws"]
header = json.loads(base64.urlsafe_b64decode(jws.split(".")[0] + "=="))
for name, der in zip(["leaf", "intermediate", "root"], header["x5c"]):
    body = "\n".join(der[i:i + 64] for i in range(0, len(der), 64))
    open(f"{work}/{name}.pem", "w").write(f"-----BEGIN CERTIFICATE-----\n{body}\n-----END CERTIFICATE-----\n")
PY
openssl verify -x509_strict -CAfile "$work/root.pem" -untrusted "$work/intermediate.pem" "$work/leaf.pem" | sed 's/^/openssl -x509_strict: /'
