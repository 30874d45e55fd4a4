#!/usr/bin/env python3
"""Drives the local store's Retention Messaging end to end with Apple's own Python library.

Usage: check_retention_messaging.py BASE_URL KEY.p8 KEY_ID ISSUER_ID BUNDLE_ID ROOT.der STORE_TOOL STATE_DIR PRODUCT ALTERNATE

Apple's `AppStoreServerAPIClient` (pointed at BASE_URL, a `storehelper store serve` signing for Sandbox) makes every
Retention Messaging call, and each refusal Apple documents is tried once. A small realtime endpoint in this
process answers the store's real-time requests as the script tells it, after Apple's `SignedDataVerifier`
(ROOT the only trusted root) accepted each one. `STORE_TOOL store --state STATE_DIR cancel-flow …` plays the
subscriber of PRODUCT: the store must show what the endpoint chose, or the default message when the endpoint
fails, is slow or answers nonsense; ALTERNATE (a product of PRODUCT's group) is switched to. A performance test
must pass. Promotional offers in answers are signed by Apple's own signature creators; the store's strictness
(https realtime URLs, case-sensitive locales, Sandbox-only requests and tests, offer signatures naming the
subscription, good for 24 hours and once) is tried on the way. Prints one summary line; exits 1 on the first
failure.
"""
import json
import os
import struct
import subprocess
import sys
import threading
import time
import uuid
import zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from appstoreserverlibrary.api_client import APIError, APIException, AppStoreServerAPIClient
from appstoreserverlibrary.jws_signature_creator import PromotionalOfferV2SignatureCreator
from appstoreserverlibrary.models.BulletPoint import BulletPoint
from appstoreserverlibrary.models.DefaultConfigurationRequest import DefaultConfigurationRequest
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.HeaderPosition import HeaderPosition
from appstoreserverlibrary.models.ImageSize import ImageSize
from appstoreserverlibrary.models.ImageState import ImageState
from appstoreserverlibrary.models.MessageState import MessageState
from appstoreserverlibrary.models.OfferDiscountType import OfferDiscountType
from appstoreserverlibrary.models.PerformanceTestRequest import PerformanceTestRequest
from appstoreserverlibrary.models.PerformanceTestStatus import PerformanceTestStatus
from appstoreserverlibrary.models.RealtimeUrlRequest import RealtimeUrlRequest
from appstoreserverlibrary.models.UploadMessageImage import UploadMessageImage
from appstoreserverlibrary.models.UploadMessageRequestBody import UploadMessageRequestBody
from appstoreserverlibrary.promotional_offer import PromotionalOfferSignatureCreator
from appstoreserverlibrary.signed_data_verifier import SignedDataVerifier

from api_expectations import expect, expect_api_error

# The app's Apple ID the store is given; Apple's real-time requests carry it.
APP_APPLE_ID = 1234567890


def png(width, height, alpha=False):
    """An opaque (or, with `alpha`, a transparent) PNG of one colour."""
    channels = 4 if alpha else 3
    row = b"\x00" + bytes([30, 120, 200, 0][:channels]) * width
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    header = struct.pack(">IIBBBBB", width, height, 8, 6 if alpha else 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(row * height, 9)) + chunk(b"IEND", b"")


class RealtimeEndpoint:
    """The app server's Get Retention Message endpoint: verifies each request with Apple's verifier and answers
    with `answer` (bytes) after `delay` seconds."""

    def __init__(self, verifier):
        self.verifier = verifier
        self.answer = b"{}"
        self.delay = 0.0
        self.requests = []
        self.failures = []
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
                try:
                    endpoint.requests.append(endpoint.verifier.verify_and_decode_realtime_request(json.loads(body)["signedPayload"]))
                except Exception as error:  # noqa: BLE001  every failure is reported by the check
                    endpoint.failures.append(repr(error))
                time.sleep(endpoint.delay)
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(endpoint.answer)))
                    self.end_headers()
                    self.wfile.write(endpoint.answer)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the store stopped waiting: what a slow answer is for

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/retention"


def check_signed_offers(endpoint, store, cancel_flow, message, product, bundle_id, issuer_id, state, locale):
    """Promotional offers the endpoint answers with, signed by Apple's own signature creators with the key the store
    checks them with (`store offer-key`), for an offer the catalog gains by a reload. The store shows an offer only
    when its signature would let the purchase through, as Apple does: a version 2 signature names the subscription
    (its original transaction), a version 1 signature is good for 24 hours and signs the app account token it names,
    an offer carries one version, and a signature redeems once."""
    catalog = json.load(open("Examples/Florist/Products.storekit"))
    offer_id = "stay-with-us"
    for group in catalog["subscriptionGroups"]:
        for subscription in group["subscriptions"]:
            if subscription["productID"] == product:
                subscription["adHocOffers"] = [{"offerID": offer_id, "referenceName": "Stay with us", "displayPrice": "0.99",
                                                "paymentMode": "payAsYouGo", "subscriptionPeriod": "P1M", "numberOfPeriods": 1}]
    with_offer = os.path.join(os.path.dirname(os.path.abspath(state)), "with-offer.storekit")
    json.dump(catalog, open(with_offer, "w"))
    store("--config", with_offer, "products")
    key_file = os.path.join(os.path.dirname(os.path.abspath(state)), "offer-key.p8")
    key_id = json.loads(store("offer-key", "--json", "--out", key_file))["keyId"]
    key = open(key_file, "rb").read()
    original = endpoint.requests[-1].originalTransactionId
    v2 = PromotionalOfferV2SignatureCreator(key, key_id, issuer_id, bundle_id)

    def offer_flow(signature_fields, *args):
        endpoint.answer = json.dumps({"promotionalOffer": {"messageIdentifier": str(message), **signature_fields}}).encode()
        return cancel_flow("--locale", locale, *args)

    # A version 2 signature naming a transaction that is not the subscription's.
    flow = offer_flow({"promotionalOfferSignatureV2": v2.create_signature(product, offer_id, "999999999")})
    expect(flow["shown"]["kind"] == "defaultMessage", f"an offer signed for another transaction is not shown: {flow}")
    # A version 1 signature made 25 hours ago (Apple: the timestamp keeps the offer active for 24 hours).
    nonce, stale = uuid.uuid4(), int(time.time() * 1000) - 25 * 3600 * 1000
    encoded = PromotionalOfferSignatureCreator(key, key_id, bundle_id).create_signature(product, offer_id, "", nonce, stale)
    flow = offer_flow({"promotionalOfferSignatureV1": {"encodedSignature": encoded, "productId": product, "nonce": str(nonce),
                                                       "timestamp": stale, "keyId": key_id, "offerIdentifier": offer_id}})
    expect(flow["shown"]["kind"] == "defaultMessage", f"a stale version 1 signature is not shown: {flow}")
    # A version 1 signature signs the app account token its PromotionalOfferSignatureV1 names (Apple's model): one
    # naming a token other than the one signed is not shown, its own is; an offer carries one version, never both.
    token, now = uuid.uuid4(), int(time.time() * 1000)

    def v1_over_token(named):
        nonce = uuid.uuid4()
        signature = PromotionalOfferSignatureCreator(key, key_id, bundle_id).create_signature(product, offer_id, str(token), nonce, now)
        return {"encodedSignature": signature, "productId": product, "nonce": str(nonce), "timestamp": now, "keyId": key_id,
                "offerIdentifier": offer_id, "appAccountToken": str(named)}

    flow = offer_flow({"promotionalOfferSignatureV1": v1_over_token(uuid.uuid4())})
    expect(flow["shown"]["kind"] == "defaultMessage", f"a version 1 signature naming another token is not shown: {flow}")
    flow = offer_flow({"promotionalOfferSignatureV1": v1_over_token(token)})
    expect(flow["shown"]["kind"] == "promotionalOffer", f"a version 1 signature over the token it names is shown: {flow}")
    flow = offer_flow({"promotionalOfferSignatureV1": v1_over_token(token),
                       "promotionalOfferSignatureV2": v2.create_signature(product, offer_id, original)})
    expect(flow["shown"]["kind"] == "defaultMessage", f"an offer carrying both signature versions is not shown: {flow}")
    # The subscription's own, fresh: shown and redeemed; the same signature again is spent.
    fields = {"promotionalOfferSignatureV2": v2.create_signature(product, offer_id, original)}
    flow = offer_flow(fields, "--choose", "accept-offer")
    expect(flow["shown"]["kind"] == "promotionalOffer" and flow["choiceOutcome"].startswith("purchased"),
           f"a signed offer is shown and redeemed: {flow}")
    flow = offer_flow(fields)
    expect(flow["shown"]["kind"] == "defaultMessage", f"a signature redeems once: {flow}")


def check_connect_retention(client, verifier, store, cancel_flow, locale, product):
    """App Store Connect's retention message, shown when the real-time answer is unusable and before the default message
    (WWDC26 session 309), carrying a retention offer the subscriber redeems: the renewal info the App Store Server API
    then serves, read by Apple's verifier, carries it as offerType 5 with its identifier, discount type and period."""
    store("retention-offer", "interop.stay", "--product", product, "--discount", "FREE_TRIAL", "--period", "P1M")
    store("retention-message", "Interop stay", "--product", product, "--header", "Stay", "--body", "A free month on us.",
          "--offer", "interop.stay")
    flow = cancel_flow("--locale", locale, "--choose", "accept-offer")
    expect(flow["shown"]["kind"] == "appStoreConnectMessage" and flow["shown"]["offerIdentifier"] == "interop.stay"
           and flow["attempt"]["result"] == "TIMED_OUT" and "redeemed" in flow["choiceOutcome"],
           f"a slow answer shows the App Store Connect message before the default, and its offer is redeemed: {flow}")
    original = flow["originalTransactionId"]
    statuses = client.get_all_subscription_statuses(original)
    infos = [verifier.verify_and_decode_renewal_info(item.signedRenewalInfo)
             for group in statuses.data for item in group.lastTransactions if item.originalTransactionId == original]
    info = infos[0] if infos else None
    expect(info is not None and info.rawOfferType == 5 and info.offerIdentifier == "interop.stay"
           and info.offerDiscountType == OfferDiscountType.FREE_TRIAL and info.offerPeriod == "P1M",
           f"the renewal info carries the retention offer (offerType 5): {info}")
    store("retention-message", "Interop stay", "--remove")
    store("retention-offer", "interop.stay", "--remove")


def main() -> int:
    base_url, key_path, key_id, issuer_id, bundle_id, root_path, tool, state, product, alternate = sys.argv[1:11]
    key = open(key_path, "rb").read()
    root = open(root_path, "rb").read()
    client = AppStoreServerAPIClient(key, key_id, issuer_id, bundle_id, Environment.SANDBOX)
    client._base_url = base_url
    endpoint = RealtimeEndpoint(SignedDataVerifier([root], False, Environment.SANDBOX, bundle_id, None))
    calls = set()

    def call(name, function, *args):
        calls.add(name)
        return function(*args)

    def store(*args):
        return subprocess.run([tool, "store", "--state", state, *args], check=True, capture_output=True, text=True).stdout

    def cancel_flow(*args):
        return json.loads(store("cancel-flow", product, "--json", *args))

    # The realtime URL.
    expect_api_error(lambda: client.get_realtime_url(), 404, APIError.REALTIME_URL_NOT_FOUND)
    # Apple's rule: a realtime URL begins with https:// (realtimeurl page); this endpoint's http:// passes only once
    # the store is told to be lenient, which it then says with every request it sends there.
    expect_api_error(lambda: client.configure_realtime_url(RealtimeUrlRequest(realtimeURL=endpoint.url)), 400,
                     APIError.BAD_REQUEST_REALTIME_URL)
    store("set", "allowHTTPRealtimeURL=on", f"appAppleId={APP_APPLE_ID}")
    call("Configure Realtime URL", client.configure_realtime_url, RealtimeUrlRequest(realtimeURL=endpoint.url))
    expect(call("Get Realtime URL", client.get_realtime_url).realtimeURL == endpoint.url, "the realtime URL reads back")

    # Images: a full-size one, a bullet point, and the refusals.
    picture, bullet = uuid.uuid4(), uuid.uuid4()
    call("Upload Image", client.upload_image, picture, png(3840, 160))
    call("Upload Image", client.upload_image, bullet, png(1024, 1024), ImageSize.BULLET_POINT)
    expect_api_error(lambda: client.upload_image(picture, png(3840, 160)), 409, APIError.IMAGE_ALREADY_EXISTS)
    expect_api_error(lambda: client.upload_image(uuid.uuid4(), png(3840, 160, alpha=True)), 400, APIError.INVALID_IMAGE)
    expect_api_error(lambda: client.upload_image(uuid.uuid4(), png(100, 100)), 400, APIError.INVALID_IMAGE)
    expect_api_error(lambda: client.upload_image(uuid.uuid4(), b"not a png"), 400, APIError.INVALID_IMAGE)
    images = {item.imageIdentifier: item for item in call("Get Image List", client.get_image_list).imageIdentifiers}
    expect(images[picture].imageState == ImageState.PENDING and images[bullet].imageSize == ImageSize.BULLET_POINT,
           "uploaded images wait for review, with their sizes")

    # Messages: one with an image and bullet points, a text one, and the refusals.
    rich, text, switch = uuid.uuid4(), uuid.uuid4(), uuid.uuid4()
    call("Upload Message", client.upload_message, rich, UploadMessageRequestBody(
        header="Before you go", body="Your garden plan keeps growing with you.", image=UploadMessageImage(picture, "A garden"),
        headerPosition=HeaderPosition.ABOVE_IMAGE, bulletPoints=[BulletPoint("Fresh flowers weekly", bullet, "A flower")]))
    call("Upload Message", client.upload_message, text, UploadMessageRequestBody(header="Stay a while", body="Your roses miss you already."))
    call("Upload Message", client.upload_message, switch, UploadMessageRequestBody(header="Try another plan", body="A lighter plan, same flowers."))
    expect_api_error(lambda: client.upload_message(text, UploadMessageRequestBody(header="again", body="again")), 409, APIError.MESSAGE_ALREADY_EXISTS)
    too_long = UploadMessageRequestBody(header="h", body="b")
    object.__setattr__(too_long, "header", "h" * 67)  # past the client's own check, to reach the store's
    expect_api_error(lambda: client.upload_message(uuid.uuid4(), too_long), 400, APIError.HEADER_TOO_LONG)
    expect_api_error(lambda: client.upload_message(uuid.uuid4(), UploadMessageRequestBody(
        header="h", body="b", image=UploadMessageImage(uuid.uuid4(), "missing"))), 404, APIError.IMAGE_NOT_FOUND)
    messages = {item.messageIdentifier: item.messageState for item in call("Get Message List", client.get_message_list).messageIdentifiers}
    expect(messages == {rich: MessageState.PENDING, text: MessageState.PENDING, switch: MessageState.PENDING}, f"messages wait for review: {messages}")

    # Default messages: refused until Apple's review approves the message and its images.
    locale = "en-US"
    expect_api_error(lambda: client.configure_default_message(product, locale, DefaultConfigurationRequest(rich)), 403, APIError.MESSAGE_NOT_APPROVED)
    store("review", str(rich), "approve")
    expect_api_error(lambda: client.configure_default_message(product, locale, DefaultConfigurationRequest(rich)), 403, APIError.IMAGE_NOT_APPROVED)
    for identifier in (picture, bullet, text, switch):
        store("review", str(identifier), "approve")
    expect_api_error(lambda: client.configure_default_message(product, "not a locale", DefaultConfigurationRequest(rich)), 400, APIError.INVALID_LOCALE)
    # Apple's rule: the locale is case-sensitive (the locale page).
    expect_api_error(lambda: client.configure_default_message(product, "en-us", DefaultConfigurationRequest(rich)), 400, APIError.INVALID_LOCALE)
    call("Configure Default Message", client.configure_default_message, product, locale, DefaultConfigurationRequest(rich))
    expect(call("Get Default Message", client.get_default_message, product, locale).messageIdentifier == rich, "the default message reads back")
    call("Delete Default Message", client.delete_default_message, product, locale)
    expect_api_error(lambda: client.get_default_message(product, locale), 404, APIError.DEFAULT_MESSAGE_NOT_FOUND)
    # Idempotent, as Apple's page says: deleting what is not there answers 200.
    client.delete_default_message(product, locale)
    client.configure_default_message(product, locale, DefaultConfigurationRequest(rich))
    expect_api_error(lambda: client.delete_image(picture), 403, APIError.IMAGE_IN_USE)

    # The subscriber opens the cancellation flow: what the endpoint chose, or the default message.
    endpoint.answer = json.dumps({"message": {"messageIdentifier": str(text)}}).encode()
    flow = cancel_flow("--locale", locale)
    expect(flow["shown"]["kind"] == "message" and flow["shown"]["messageIdentifier"] == str(text), f"the chosen message is shown: {flow}")
    endpoint.answer = b'{"message": {"messageIdentifier": "not a message"}}'
    flow = cancel_flow("--locale", locale)
    expect(flow["shown"]["kind"] == "defaultMessage" and flow["shown"]["messageIdentifier"] == str(rich), f"nonsense shows the default: {flow}")
    endpoint.answer, endpoint.delay = json.dumps({"message": {"messageIdentifier": str(text)}}).encode(), 1.2
    flow = cancel_flow("--locale", locale)
    expect(flow["shown"]["kind"] == "defaultMessage" and flow["attempt"]["result"] == "TIMED_OUT", f"a slow answer shows the default: {flow}")
    check_connect_retention(client, endpoint.verifier, store, cancel_flow, locale, product)
    endpoint.delay = 0
    check_signed_offers(endpoint, store, cancel_flow, text, product, bundle_id, issuer_id, state, locale)
    endpoint.answer = json.dumps({"alternateProduct": {"messageIdentifier": str(switch), "productId": alternate}}).encode()
    flow = cancel_flow("--locale", locale, "--choose", "switch")
    expect(flow["shown"]["kind"] == "alternateProduct" and flow["shown"]["productId"] == alternate and flow["choiceOutcome"].startswith("purchased"),
           f"the alternate product is shown and bought: {flow}")

    # A performance test of the endpoint passes; a second one while it runs is refused.
    endpoint.answer = json.dumps({"message": {"messageIdentifier": str(text)}}).encode()
    before = len(endpoint.requests)
    original = endpoint.requests[0].originalTransactionId
    # Apple's rules: real-time requests come from Sandbox and Production only, and the test runs in Sandbox
    # (PerformanceTestRequest). A store playing LocalTesting sends none and refuses the test.
    store("set", "environment=LocalTesting")
    expect_api_error(lambda: client.initiate_performance_test(PerformanceTestRequest(original)), 400,
                     APIError.INVALID_PERFORMANCE_TEST_REQUEST)
    refused = subprocess.run([tool, "store", "--state", state, "cancel-flow", alternate], capture_output=True, text=True)
    expect(refused.returncode != 0 and "Sandbox and Production" in refused.stderr, f"LocalTesting sends no request: {refused.stderr}")
    store("set", "environment=Sandbox")
    expect(len(endpoint.requests) == before, "nothing was sent from LocalTesting")
    test = call("Initiate Performance Test", client.initiate_performance_test, PerformanceTestRequest(original))
    expect_api_error(lambda: client.initiate_performance_test(PerformanceTestRequest(original)), 400, APIError.EXISTING_PERFORMANCE_TEST_RUN)
    result = None
    for _ in range(600):
        result = call("Get Performance Test Results", client.get_performance_test_results, test.requestId)
        if result.result != PerformanceTestStatus.PENDING:
            break
        time.sleep(0.1)
    expect(result.result == PerformanceTestStatus.PASS and result.numPending == 0 and result.successRate == 100,
           f"the performance test passed: {result}")
    expect(len(endpoint.requests) - before == test.config.totalRequests, "the test sent its requests")
    expect_api_error(lambda: client.get_performance_test_results(str(uuid.uuid4())), 404, APIError.PERFORMANCE_TEST_RUN_NOT_FOUND)

    # Deleting: a message, then the image it used, then the URL.
    call("Delete Message", client.delete_message, rich)
    call("Delete Image", client.delete_image, picture)
    expect_api_error(lambda: client.delete_message(rich), 404, APIError.MESSAGE_NOT_FOUND)
    call("Delete Realtime URL", client.delete_realtime_url)
    expect_api_error(lambda: client.delete_realtime_url(), 404, APIError.REALTIME_URL_NOT_FOUND)

    expect(not endpoint.failures, f"Apple's verifier refused real-time requests: {endpoint.failures}")
    expect(all(request.productId for request in endpoint.requests), "every request names its product")
    expect(all(request.appAppleId == APP_APPLE_ID and request.environment == Environment.SANDBOX for request in endpoint.requests),
           "every request is a Sandbox one carrying the app's Apple ID")
    times = result.responseTimes
    print(f"retention-messaging: {len(calls)} endpoints called with Apple's client; {len(endpoint.requests)} real-time requests "
          f"verified by Apple's verifier; performance test {result.result.value} (p50 {times.p50} ms, p99 {times.p99} ms)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (AssertionError, APIException, subprocess.CalledProcessError) as error:
        if isinstance(error, APIException):
            detail = f"HTTP {error.http_status_code} {error.raw_api_error} {error.error_message}"
        elif isinstance(error, subprocess.CalledProcessError):
            detail = f"{' '.join(error.cmd)}: {error.stderr.strip()}"
        else:
            detail = str(error)
        print(f"retention-messaging: FAILED: {detail}", file=sys.stderr)
        sys.exit(1)
