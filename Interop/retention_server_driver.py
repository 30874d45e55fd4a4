#!/usr/bin/env python3
"""Drives Interop/check_retention_server.sh: Apple's client against `store serve`, StoreServer as the realtime URL.

Usage: retention_server_driver.py STORE_URL KEY.p8 KEY.json BUNDLE_ID REALTIME_URL STORE_TOOL STATE_DIR STAY_MESSAGE SWITCH_MESSAGE
"""
import json
import subprocess
import sys
import time
import uuid

from appstoreserverlibrary.api_client import APIException, AppStoreServerAPIClient
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.PerformanceTestRequest import PerformanceTestRequest
from appstoreserverlibrary.models.PerformanceTestStatus import PerformanceTestStatus
from appstoreserverlibrary.models.RealtimeUrlRequest import RealtimeUrlRequest
from appstoreserverlibrary.models.UploadMessageRequestBody import UploadMessageRequestBody


def main() -> int:
    store_url, key_path, key_json, bundle_id, realtime_url, tool, state, stay, switch = sys.argv[1:10]
    key_info = json.load(open(key_json))
    client = AppStoreServerAPIClient(open(key_path, "rb").read(), key_info["keyId"], key_info["issuerId"], bundle_id, Environment.SANDBOX)
    client._base_url = store_url

    def store(*args):
        return subprocess.run([tool, "store", "--state", state, *args], check=True, capture_output=True, text=True).stdout

    client.upload_message(uuid.UUID(stay), UploadMessageRequestBody(header="Stay with us", body="Your flowers keep coming."))
    client.upload_message(uuid.UUID(switch), UploadMessageRequestBody(header="A lighter plan", body="Silver: the same roses, less often."))
    for message in (stay, switch):
        store("review", message, "approve")
    client.configure_realtime_url(RealtimeUrlRequest(realtimeURL=realtime_url))

    # The store's performance test of StoreServer's endpoint.
    transactions = json.loads(store("transactions", "--json"))
    original = next(t["originalTransactionId"] for t in transactions if t["productId"].endswith("vip.gold"))
    test = client.initiate_performance_test(PerformanceTestRequest(original))
    result = None
    for _ in range(600):
        result = client.get_performance_test_results(test.requestId)
        if result.result != PerformanceTestStatus.PENDING:
            break
        time.sleep(0.1)
    times = result.responseTimes
    if result.result != PerformanceTestStatus.PASS:
        raise AssertionError(f"StoreServer failed the store's performance test: {result}")

    # Subscribers open the cancellation flow: the rules' choices are shown.
    gold = json.loads(store("cancel-flow", "com.storehelper.subscription.vip.gold", "--account", "goldie", "--locale", "en-US", "--json"))
    bronze = json.loads(store("cancel-flow", "com.storehelper.subscription.vip.bronze", "--account", "bronzy", "--locale", "en-US",
                              "--choose", "switch", "--json"))
    if gold["shown"]["kind"] != "message" or gold["shown"]["messageIdentifier"] != stay:
        raise AssertionError(f"goldie saw {gold['shown']}")
    if bronze["shown"]["kind"] != "alternateProduct" or not bronze["choiceOutcome"].startswith("purchased"):
        raise AssertionError(f"bronzy saw {bronze['shown']} and got {bronze.get('choiceOutcome')}")
    print(f"retention-server: StoreServer passed the store's performance test ({test.config.totalRequests} requests, "
          f"{test.config.maxConcurrentRequests} at a time, {result.successRate} % within {test.config.responseTimeThreshold} ms): "
          f"p50 {times.p50} ms, p90 {times.p90} ms, p99 {times.p99} ms, average {times.average} ms; "
          f"cancellation flows answered by its rules (message in {gold['attempt']['latencyMilliseconds']} ms, "
          f"alternate product in {bronze['attempt']['latencyMilliseconds']} ms, switched)")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except (AssertionError, APIException, subprocess.CalledProcessError) as error:
        detail = error.stderr if isinstance(error, subprocess.CalledProcessError) else str(error)
        print(f"retention-server: FAILED: {detail}", file=sys.stderr)
        sys.exit(1)
