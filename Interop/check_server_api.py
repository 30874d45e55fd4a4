#!/usr/bin/env python3
"""Calls `storehelper store serve` with Apple's own client and verifies every answer with Apple's verifier.

Usage: check_server_api.py BASE_URL KEY.p8 KEY_ID ISSUER_ID BUNDLE_ID ROOT.der TRANSACTIONS.json STATUS.json RECEIVED.jsonl SEAT

Apple's `AppStoreServerAPIClient` (app-store-server-library, PyPI) is pointed at BASE_URL instead of
Apple's sandbox and calls every App Store Server API endpoint but Retention Messaging. Apple's
`SignedDataVerifier` (environment Sandbox, ROOT as the only trusted root) must accept every signed
transaction, renewal info, app transaction and notification that comes back, and every notification
the receiver got (RECEIVED.jsonl: one POST body per line). TRANSACTIONS.json is
`storehelper store transactions --json` (it gives the order ids); STATUS.json is
`storehelper store status --json` (its clock bounds the notification history asked for). The store must sign for Sandbox and
hold: a consumable with a refund request, an active subscription, and SEAT: the transaction id of a subscription an
organization assigned. Prints one summary line; exits 1
on the first failure.
"""
import json
import sys
import warnings
import time
import uuid
from collections import Counter
from datetime import datetime

from appstoreserverlibrary.api_client import APIError, APIException, AppStoreServerAPIClient, GetTransactionHistoryVersion
from appstoreserverlibrary.models.ConsumptionRequest import ConsumptionRequest
from appstoreserverlibrary.models.ConsumptionRequestV1 import ConsumptionRequestV1
from appstoreserverlibrary.models.ConsumptionStatus import ConsumptionStatus
from appstoreserverlibrary.models.DeliveryStatus import DeliveryStatus
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.ExtendReasonCode import ExtendReasonCode
from appstoreserverlibrary.models.ExtendRenewalDateRequest import ExtendRenewalDateRequest
from appstoreserverlibrary.models.MassExtendRenewalDateRequest import MassExtendRenewalDateRequest
from appstoreserverlibrary.models.NotificationHistoryRequest import NotificationHistoryRequest
from appstoreserverlibrary.models.Platform import Platform
from appstoreserverlibrary.models.SendAttemptResult import SendAttemptResult
from appstoreserverlibrary.models.TransactionHistoryRequest import Order, TransactionHistoryRequest
from appstoreserverlibrary.models.UpdateAppAccountTokenRequest import UpdateAppAccountTokenRequest
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

from api_expectations import expect, expect_api_error


class Check:
    """The client, the verifier, and counts of what was called and verified."""

    def __init__(self, base_url, key, key_id, issuer_id, bundle_id, root):
        self.client = AppStoreServerAPIClient(key, key_id, issuer_id, bundle_id, Environment.SANDBOX)
        self.client._base_url = base_url
        self.verifier = SignedDataVerifier([root], False, Environment.SANDBOX, bundle_id, None)
        self.endpoints = set()
        self.verified = Counter()

    def call(self, endpoint, function, *args):
        self.endpoints.add(endpoint)
        return function(*args)

    def transaction(self, jws):
        self.verified["transactions"] += 1
        return self.verifier.verify_and_decode_signed_transaction(jws)

    def renewal_info(self, jws):
        self.verified["renewal infos"] += 1
        return self.verifier.verify_and_decode_renewal_info(jws)

    def notification(self, jws):
        self.verified["notifications"] += 1
        decoded = self.verifier.verify_and_decode_notification(jws)
        if decoded.data is not None and decoded.data.signedTransactionInfo:
            self.transaction(decoded.data.signedTransactionInfo)
        if decoded.data is not None and decoded.data.signedRenewalInfo:
            self.renewal_info(decoded.data.signedRenewalInfo)
        if decoded.appData is not None and decoded.appData.signedAppTransactionInfo:
            self.verified["app transactions"] += 1
            self.verifier.verify_and_decode_app_transaction(decoded.appData.signedAppTransactionInfo)
        return decoded


def main() -> int:
    base_url, key_path, key_id, issuer_id, bundle_id, root_path, transactions_path, status_path, received_path, seat = sys.argv[1:11]
    with open(key_path, "rb") as handle:
        key = handle.read()
    with open(root_path, "rb") as handle:
        root = handle.read()
    with open(transactions_path) as handle:
        transactions = json.load(handle)
    with open(status_path) as handle:
        store_now = int(datetime.fromisoformat(json.load(handle)["clock"].replace("Z", "+00:00")).timestamp() * 1000)
    check = Check(base_url, key, key_id, issuer_id, bundle_id, root)
    client = check.client

    # Get Transaction Info, for every transaction the store issued.
    for item in transactions:
        info = check.call("Get Transaction Info", client.get_transaction_info, item["transactionId"])
        expect(check.transaction(info.signedTransactionInfo).transactionId == item["transactionId"], "Get Transaction Info answered another transaction")
    first = transactions[0]["transactionId"]

    # Get Transaction History, v2 and v1, paged by revision.
    for version in (GetTransactionHistoryVersion.V2, GetTransactionHistoryVersion.V1):
        revision, seen = None, []
        while True:
            page = check.call(f"Get Transaction History {version.value}", client.get_transaction_history, first, revision,
                              TransactionHistoryRequest(sort=Order.ASCENDING), version)
            seen += [check.transaction(jws).transactionId for jws in page.signedTransactions or []]
            if not page.hasMore:
                break
            revision = page.revision
        expect(first in seen and len(seen) == len(set(seen)), f"history {version.value} has the first purchase once per transaction")

    # Get All Subscription Statuses: every last transaction and renewal info.
    subscription = next(item for item in transactions if item["type"] == "Auto-Renewable Subscription")
    statuses = check.call("Get All Subscription Statuses", client.get_all_subscription_statuses, subscription["transactionId"])
    active = None
    for group in statuses.data or []:
        for last in group.lastTransactions or []:
            decoded = check.transaction(last.signedTransactionInfo)
            check.renewal_info(last.signedRenewalInfo)
            if last.rawStatus == 1:
                active = decoded.originalTransactionId
    expect(active is not None, "an active subscription is among the statuses")

    # Look Up Order ID.
    order = check.call("Look Up Order ID", client.look_up_order_id, transactions[0]["orderId"])
    expect(order.rawStatus == 0, "the order id is valid")
    expect([check.transaction(jws).transactionId for jws in order.signedTransactions] == [first], "the order holds its purchase")
    expect(client.look_up_order_id("MZZZZZZZZZ").rawStatus == 1, "an unknown order id is invalid")

    # Get Refund History v2.
    refunds = check.call("Get Refund History", client.get_refund_history, first, None)
    for jws in refunds.signedTransactions or []:
        expect(check.transaction(jws).revocationDate is not None, "a refunded transaction carries its revocation date")

    # Get App Transaction Info.
    app = check.call("Get App Transaction Info", client.get_app_transaction_info, first)
    expect(check.verifier.verify_and_decode_app_transaction(app.signedAppTransactionInfo).bundleId == bundle_id, "the app transaction names the app")
    check.verified["app transactions"] += 1

    # Extend a Subscription Renewal Date, then the mass extension and its status.
    extended = check.call("Extend a Subscription Renewal Date", client.extend_subscription_renewal_date, active,
                          ExtendRenewalDateRequest(extendByDays=3, extendReasonCode=ExtendReasonCode.CUSTOMER_SATISFACTION,
                                                   requestIdentifier=str(uuid.uuid4())))
    expect(extended.success is True and extended.originalTransactionId == active, "the extension succeeded")
    request_id = str(uuid.uuid4())
    mass = check.call("Extend Subscription Renewal Dates for All Active Subscribers", client.extend_renewal_date_for_all_active_subscribers,
                      MassExtendRenewalDateRequest(extendByDays=2, extendReasonCode=ExtendReasonCode.SERVICE_ISSUE_OR_OUTAGE,
                                                   requestIdentifier=request_id, storefrontCountryCodes=["USA"],
                                                   productId=check.transaction(subscription["jws"]).productId))
    expect(mass.requestIdentifier == request_id, "the mass extension echoes its request identifier")
    mass_status = check.call("Get Status of Subscription Renewal Date Extensions", client.get_status_of_subscription_renewal_date_extensions,
                             request_id, check.transaction(subscription["jws"]).productId)
    expect(mass_status.complete is True and (mass_status.succeededCount or 0) + (mass_status.failedCount or 0) >= 1, "the mass extension completed")
    expect_api_error(lambda: client.extend_subscription_renewal_date(active, ExtendRenewalDateRequest(
        extendByDays=91, extendReasonCode=ExtendReasonCode.OTHER, requestIdentifier=str(uuid.uuid4()))),
        400, APIError.INVALID_EXTEND_BY_DAYS)

    # Send Consumption Information, v2 and v1, to the consumable's refund request.
    consumable = next(item for item in transactions if item["type"] == "Consumable")["transactionId"]
    check.call("Send Consumption Information", client.send_consumption_information, consumable,
               ConsumptionRequest(customerConsented=True, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED,
                                  consumptionPercentage=25000))
    # What Apple refuses (pages consumptionrequest, refundpreference, consumptionpercentage): no consent, no delivery
    # status Apple documents, and a consumption percentage for an auto-renewable subscription.
    expect_api_error(lambda: client.send_consumption_information(consumable, ConsumptionRequest(
        customerConsented=False, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED)),
        400, APIError.INVALID_CUSTOMER_CONSENTED)
    expect_api_error(lambda: client.send_consumption_information(consumable, ConsumptionRequest(
        customerConsented=True, sampleContentProvided=False, rawDeliveryStatus="LOST_IN_THE_MAIL")), 400, APIError.INVALID_DELIVERY_STATUS)
    expect_api_error(lambda: client.send_consumption_information(subscription["transactionId"], ConsumptionRequest(
        customerConsented=True, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED, consumptionPercentage=10000)),
        400, APIError.GENERAL_BAD_REQUEST)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)  # v1 is deprecated, and still served
        check.call("Send Consumption Information v1", client.send_consumption_data, consumable,
                   ConsumptionRequestV1(customerConsented=True, consumptionStatus=ConsumptionStatus.PARTIALLY_CONSUMED,
                                        platform=Platform.APPLE, sampleContentProvided=False))

    # Set App Account Token.
    token = str(uuid.uuid4())
    check.call("Set App Account Token", client.set_app_account_token, first, UpdateAppAccountTokenRequest(appAccountToken=token))
    after = check.transaction(client.get_transaction_info(first).signedTransactionInfo)
    expect(after.appAccountToken == token, "the transaction carries the new app account token")

    # Finish Transaction.
    check.call("Finish Transaction", client.finish_transaction, consumable)

    # Request a Test Notification and Get Test Notification Status.
    test = check.call("Request a Test Notification", client.request_test_notification)
    status = None
    for _ in range(100):
        status = check.call("Get Test Notification Status", client.get_test_notification_status, test.testNotificationToken)
        if status.sendAttempts:
            break
        time.sleep(0.05)
    expect(check.notification(status.signedPayload).rawNotificationType == "TEST", "the test notification is a TEST")
    expect(status.sendAttempts and status.sendAttempts[0].sendAttemptResult == SendAttemptResult.SUCCESS, "the test notification was delivered")

    # Get Notification History, paged by token, over the 179 days before the store's clock (and the day after).
    day = 86_400_000
    history_request = NotificationHistoryRequest(startDate=store_now - 179 * day, endDate=store_now + day)
    history, page_token = [], None
    while True:
        page = check.call("Get Notification History", client.get_notification_history, page_token, history_request)
        history += page.notificationHistory or []
        if not page.hasMore:
            break
        page_token = page.paginationToken
    decoded_history = [check.notification(item.signedPayload) for item in history]
    expect(len(history) > 0, "the notification history is not empty")
    # RESCIND_CONSENT (the script's `store rescind-consent`): appData with the account's app transaction, no data
    # (https://developer.apple.com/documentation/appstoreservernotifications/appdata).
    rescinded = [n for n in decoded_history if n.rawNotificationType == "RESCIND_CONSENT"]
    expect(len(rescinded) == 1 and rescinded[0].data is None and rescinded[0].appData is not None
           and rescinded[0].appData.signedAppTransactionInfo, "one RESCIND_CONSENT, with appData and no data")

    # Errors as Apple's.
    expect_api_error(lambda: client.get_transaction_info("2999999999999999"), 404, APIError.TRANSACTION_ID_NOT_FOUND)
    expect_api_error(lambda: client.get_transaction_info("not-a-number"), 400, APIError.INVALID_TRANSACTION_ID)
    expect_api_error(lambda: client.get_notification_history(None, NotificationHistoryRequest(startDate=store_now, endDate=store_now - 1)),
                     400, APIError.START_DATE_AFTER_END_DATE)
    # A seat an organization assigned (ASSIGNED): Apple's pages name the endpoints that refuse it, with codes newer than
    # the library (invalidassignedtransactionnotsupportederror, assignedsubscriptionextensionineligibleerror).
    expect_api_error(lambda: client.set_app_account_token(seat, UpdateAppAccountTokenRequest(appAccountToken=str(uuid.uuid4()))),
                         400, 4000227)
    expect_api_error(lambda: client.send_consumption_information(seat, ConsumptionRequest(
        customerConsented=True, sampleContentProvided=False, deliveryStatus=DeliveryStatus.DELIVERED)), 400, 4000227)
    expect_api_error(lambda: client.extend_subscription_renewal_date(seat, ExtendRenewalDateRequest(
        extendByDays=3, extendReasonCode=ExtendReasonCode.CUSTOMER_SATISFACTION, requestIdentifier=str(uuid.uuid4()))), 403, 4030028)
    expect(check.transaction(client.get_transaction_info(seat).signedTransactionInfo).rawInAppOwnershipType == "ASSIGNED",
           "the seat reads as ASSIGNED")
    foreign = AppStoreServerAPIClient(key, key_id, issuer_id, bundle_id + ".other", Environment.SANDBOX)
    foreign._base_url = base_url
    try:
        foreign.get_transaction_info(first)
        raise AssertionError("a token for another bundle id was accepted")
    except APIException as exception:
        expect(exception.http_status_code == 401, f"a token for another app got HTTP {exception.http_status_code}, not 401")

    # Every notification the receiver got verifies, and each was sent once.
    with open(received_path) as handle:
        received = [json.loads(line)["signedPayload"] for line in handle if line.strip()]
    uuids = [check.notification(jws).notificationUUID for jws in received]
    expect(len(uuids) == len(set(uuids)), "no notification was delivered twice")
    expect(len(received) > 0, "the receiver got notifications")

    verified = ", ".join(f"{count} {name}" for name, count in sorted(check.verified.items()))
    print(f"apple-library: {len(check.endpoints)} endpoints called with Apple's client; verified {verified}; "
          f"{len(received)} notifications received by the receiver")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (AssertionError, APIException) as error:
        detail = f"HTTP {error.http_status_code} {error.raw_api_error} {error.error_message}" if isinstance(error, APIException) else str(error)
        print(f"apple-library: FAILED: {detail}", file=sys.stderr)
        sys.exit(1)
