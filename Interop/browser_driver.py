"""Drives the console and the dashboard in headless Chromium (see check_browser.sh)."""

import argparse
import json
import subprocess
import sys
import time
import urllib.request

from appstoreserverlibrary.api_client import AppStoreServerAPIClient
from appstoreserverlibrary.models.Environment import Environment
from appstoreserverlibrary.models.RealtimeUrlRequest import RealtimeUrlRequest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as seen
from selenium.webdriver.support.ui import WebDriverWait

GOLD = "com.storehelper.subscription.vip.gold"
FLOWERS = "com.storehelper.nonconsumable.flowers-large"
ROSES = "com.storehelper.nonconsumable.roses-large"


def fail(message):
    print(f"check_browser: {message}", file=sys.stderr)
    sys.exit(1)


def store(args, *command):
    """Runs `storehelper store --state … COMMAND` in its own process and returns its JSON output."""
    out = subprocess.run([args.tool, "store", "--state", args.state, *command, "--json"], check=True, capture_output=True, text=True)
    return json.loads(out.stdout)


def buy(args, product):
    store(args, "buy", product)


def report(args, app_user_id, transactions):
    """alice's app reports what StoreKit gave it: POST /v1/transactions with the app key."""
    body = json.dumps({"appUserId": app_user_id, "signedTransactions": [t["jws"] for t in transactions]}).encode()
    request = urllib.request.Request(
        f"{args.server}/v1/transactions",
        data=body,
        headers={"Authorization": f"Bearer {args.app_key}", "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(request, timeout=10) as answer:
        if answer.status != 200:
            fail(f"reporting the transactions answered {answer.status}")


def point_the_realtime_url_at_the_server(args):
    """Apple's client, with a key of the store's, makes StoreServer's /apple/retention the realtime URL."""
    key = store(args, "api-key", "create", "--out", f"{args.state}/browser-key.p8")
    client = AppStoreServerAPIClient(open(key["file"], "rb").read(), key["keyId"], key["issuerId"], "com.storehelper.florist",
                                     Environment.SANDBOX)
    client._base_url = args.store
    client.configure_realtime_url(RealtimeUrlRequest(realtimeURL=f"{args.server}/apple/retention"))


def wait_for(description, condition, seconds=20):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if condition():
            return
        time.sleep(0.2)
    fail(f"timed out after {seconds} s waiting for {description}")


def gone(element):
    """A wait condition: `element`'s page was replaced. Chromium reports a node of a page being replaced either as
    stale or as not belonging to the document."""
    def check(_):
        try:
            element.is_enabled()
            return False
        except StaleElementReferenceException:
            return True
        except WebDriverException as error:
            if "does not belong to the document" in str(error):
                return True
            raise
    return check


def submit_and_wait(browser, field):
    """Submits the field's form and waits for the answer's page to replace this one.

    `submit()` returns once the form is sent, not once the answer has loaded: reading the page at once
    can read the page that was already there.
    """
    field.submit()
    WebDriverWait(browser, 20).until(gone(field))
    WebDriverWait(browser, 20).until(lambda b: b.execute_script("return document.readyState") == "complete")


def main():
    parser = argparse.ArgumentParser()
    for name in ["--tool", "--state", "--store", "--server", "--app-key", "--admin-key", "--screenshots"]:
        parser.add_argument(name, required=True)
    args = parser.parse_args()

    buy(args, GOLD)
    buy(args, FLOWERS)
    transactions = store(args, "transactions")
    ids = {t["productId"]: t["transactionId"] for t in transactions}
    report(args, "alice", transactions)

    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ["--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,1800"]:
        options.add_argument(flag)
    browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    browser.set_page_load_timeout(30)
    try:
        # The console lists both purchases.
        browser.get(f"{args.store}/console")
        for product in [GOLD, FLOWERS]:
            if ids[product] not in browser.page_source:
                fail(f"the console does not list {product}")
        # A purchase made in another process appears without reloading by hand (the page polls its revision).
        buy(args, ROSES)
        roses_id = store(args, "transactions")[-1]["transactionId"]
        WebDriverWait(browser, 20).until(seen.presence_of_element_located((By.ID, f"transaction-{roses_id}")))
        browser.save_screenshot(f"{args.screenshots}/console.png")

        # Refund the flowers from the console.
        browser.find_element(By.CSS_SELECTOR, f"button[aria-label='Refund {ids[FLOWERS]}']").click()
        WebDriverWait(browser, 20).until(seen.presence_of_element_located((By.CSS_SELECTOR, "p.message")))
        message = browser.find_element(By.CSS_SELECTOR, "p.message").text
        if "refunded" not in message:
            fail(f"the console said '{message}' after the refund")
        row = browser.find_element(By.ID, f"transaction-{ids[FLOWERS]}").text
        if "refunded" not in row:
            fail(f"the flowers' row does not say refunded: {row}")

        # Gold's subscriber opens the cancellation flow from the console: the store asks StoreServer (no rules:
        # no choice), shows the App Store's sheet, and the subscriber cancels.
        point_the_realtime_url_at_the_server(args)
        browser.get(f"{args.store}/console")
        browser.find_element(By.XPATH, f"//form[@action='/console/cancel-flow'][input[@name='product'][@value='{GOLD}']]//button").click()
        WebDriverWait(browser, 20).until(seen.presence_of_element_located((By.CSS_SELECTOR, "p.message")))
        message = browser.find_element(By.CSS_SELECTOR, "p.message").text
        if "opened the cancellation flow" not in message or "own cancellation sheet" not in message:
            fail(f"the console said '{message}' after opening the cancellation flow")
        # The page that said so is still there until the answer loads: wait for it to go before reading.
        said = browser.find_element(By.CSS_SELECTOR, "p.message")
        browser.find_element(By.XPATH, "//button[text()='Cancel the subscription']").click()
        WebDriverWait(browser, 20).until(gone(said))
        WebDriverWait(browser, 20).until(seen.presence_of_element_located((By.CSS_SELECTOR, "p.message")))
        message = browser.find_element(By.CSS_SELECTOR, "p.message").text
        if "chose cancel" not in message:
            fail(f"the console said '{message}' after the subscriber cancelled")
        browser.save_screenshot(f"{args.screenshots}/cancellation.png")

        # Sign in to the dashboard with the admin key (a wrong key first).
        browser.get(f"{args.server}/dashboard")
        key_field = browser.find_element(By.ID, "admin-key")
        key_field.send_keys("not-the-admin-key")
        submit_and_wait(browser, key_field)
        if "That is not an admin key." not in browser.page_source:
            fail("a wrong admin key was not refused")
        key_field = browser.find_element(By.ID, "admin-key")
        key_field.send_keys(args.admin_key)
        submit_and_wait(browser, key_field)
        WebDriverWait(browser, 20).until(seen.presence_of_element_located((By.ID, "currency-USD")))
        if len(browser.find_elements(By.CSS_SELECTOR, "figure svg")) != 10:
            fail("the overview does not draw its 10 charts")
        browser.save_screenshot(f"{args.screenshots}/charts.png")

        # Find alice by the refunded transaction; her timeline has the REFUND and the lost entitlement.
        browser.find_element(By.LINK_TEXT, "Customers").click()
        search = browser.find_element(By.ID, "q")
        search.send_keys(ids[FLOWERS])
        submit_and_wait(browser, search)

        def timeline_has_the_refund_and_the_flow():
            browser.get(f"{args.server}/dashboard/customers/alice")
            text = browser.find_element(By.ID, "main").text
            return ("REFUND" in text and f"No longer entitled to {FLOWERS}" in text
                    and f"Opened the cancellation flow: {GOLD}" in text and "then cancelled (auto-renew off)" in text)

        wait_for("the REFUND, the lost entitlement and the cancellation flow in alice's timeline", timeline_has_the_refund_and_the_flow)
        active = browser.find_element(By.ID, "active-products").text
        if FLOWERS in active or GOLD not in active:
            fail(f"alice is entitled to '{active}' after the refund")
        browser.save_screenshot(f"{args.screenshots}/timeline.png")

        # bea's app is from before StoreKit 2: it sends her app receipt once (POST /v1/receipts), and her
        # timeline shows the purchase the server fetched from the App Store, with its environment.
        subprocess.run([args.tool, "store", "--state", args.state, "account", "add", "bea"], check=True, capture_output=True)
        store(args, "buy", ROSES, "--account", "bea")
        receipt = store(args, "receipt", "--account", "bea")["receipt"]
        body = json.dumps({"appUserId": "bea", "receipt": receipt}).encode()
        request = urllib.request.Request(
            f"{args.server}/v1/receipts",
            data=body,
            headers={"Authorization": f"Bearer {args.app_key}", "Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=10) as answer:
            imported = json.loads(answer.read())
        if imported.get("environment") != "Sandbox" or len(imported.get("transactionIds", [])) != 1:
            fail(f"the receipt import answered {imported}")
        browser.get(f"{args.server}/dashboard/customers/bea")
        text = browser.find_element(By.ID, "main").text
        if f"{ROSES} · transaction {imported['transactionIds'][0]}" not in text or "Sandbox" not in text:
            fail(f"bea's timeline does not show the imported roses from Sandbox: {text}")
        if ROSES not in browser.find_element(By.ID, "active-products").text:
            fail("bea is not entitled to the roses her receipt brought")
        browser.save_screenshot(f"{args.screenshots}/receipt-import.png")
        print(f"check_browser: console refund, cancellation flow and a receipt import reached the dashboard; screenshots in {args.screenshots}")
    finally:
        browser.quit()


if __name__ == "__main__":
    main()
