#if Server
/// The frame every page shares, its stylesheet and the one script live pages use.
enum PageLayout {
    /// Blocks a page fills: `main`; values: `title`, `heading`, `nav` (a list of `{href, label, current}`),
    /// `live` (an address whose answer changes when the page should reload).
    static let template = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>{{title}}</title>
        <link rel="stylesheet" href="/static/store.css">
        {{#live}}<script src="/static/live.js" defer></script>{{/live}}
        </head>
        <body{{#live}} data-live="{{live}}"{{/live}}>
        <a class="skip" href="#main">Skip to content</a>
        <header><strong>{{product}}</strong>
        <nav aria-label="Sections">{{#nav}}<a href="{{href}}"{{#current}} aria-current="page"{{/current}}>{{label}}</a>{{/nav}}</nav>
        </header>
        <main id="main">
        <h1>{{heading}}</h1>
        {{#message}}<p class="message" role="status">{{message}}</p>{{/message}}
        {{#problem}}<p class="problem" role="alert">{{problem}}</p>{{/problem}}
        {{$main}}{{/main}}
        </main>
        </body>
        </html>
        """

    /// Plain, readable, high contrast (text #1a1a1a on white, links #0b4f9c: both above WCAG AA).
    static let stylesheet = """
        :root { color-scheme: light; font-family: system-ui, sans-serif; color: #1a1a1a; background: #fff; }
        body { margin: 0; line-height: 1.45; }
        header { display: flex; gap: 2rem; align-items: baseline; padding: .75rem 1.5rem; background: #1d2b3a; color: #fff; }
        header a { color: #fff; margin-right: 1rem; }
        header a[aria-current] { text-decoration: underline 3px; }
        main { padding: 1rem 1.5rem 3rem; max-width: 80rem; }
        a { color: #0b4f9c; }
        a:focus, button:focus, input:focus, select:focus { outline: 3px solid #e2a400; outline-offset: 2px; }
        .skip { position: absolute; left: -10000px; }
        .skip:focus { left: 1rem; top: 1rem; background: #fff; color: #0b4f9c; padding: .5rem; }
        table { border-collapse: collapse; width: 100%; margin: .5rem 0 1.5rem; font-size: .92rem; }
        th, td { text-align: left; padding: .35rem .5rem; border-bottom: 1px solid #c8ced6; vertical-align: top; }
        th { background: #eef1f5; }
        form.inline { display: inline; }
        button { font: inherit; padding: .2rem .6rem; margin: .1rem; border: 1px solid #1d2b3a; background: #fff; color: #1a1a1a; border-radius: 3px; cursor: pointer; }
        button.primary { background: #1d2b3a; color: #fff; }
        label { margin-right: .5rem; }
        input, select { font: inherit; padding: .2rem .4rem; }
        fieldset { border: 1px solid #c8ced6; margin: 0 0 1rem; }
        .message { background: #e6f4ea; border-left: 4px solid #1e7b34; padding: .5rem .75rem; }
        .problem { background: #fdecea; border-left: 4px solid #b3261e; padding: .5rem .75rem; }
        .status-active { color: #1e7b34; font-weight: 600; }
        .status-lost { color: #b3261e; font-weight: 600; }
        .charts { display: grid; grid-template-columns: repeat(auto-fill, minmax(26rem, 1fr)); gap: 1rem; }
        figure { margin: 0; border: 1px solid #c8ced6; padding: .5rem; }
        svg text { font-family: system-ui, sans-serif; fill: #1a1a1a; }
        pre { background: #f4f6f8; padding: .5rem; overflow-x: auto; font-size: .85rem; max-height: 24rem; }
        details { margin: .25rem 0; }
        """

    /// Polls the page's `data-live` address every two seconds and reloads when its answer changes
    /// (the page works without it; it only keeps the page current).
    static let liveScript = """
        (function () {
          var address = document.body.getAttribute("data-live");
          if (!address) { return; }
          var seen = null;
          function look() {
            fetch(address, { cache: "no-store", credentials: "same-origin" })
              .then(function (answer) { return answer.ok ? answer.text() : null; })
              .then(function (text) {
                if (text === null) { return; }
                if (seen !== null && text !== seen) { window.location.reload(); return; }
                seen = text;
              })
              .catch(function () {})
              .finally(function () { window.setTimeout(look, 2000); });
          }
          look();
        })();
        """
}
#endif
