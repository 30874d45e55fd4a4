#if Server
// DocC snippet of the StoreWeb article (compiled by CI; the article quotes it exactly).
// DocC StoreWeb: imports
import Hummingbird
import StoreWeb

// DocC StoreWeb: end

/// A page rendered in the shared layout.
func helloPage() -> Response {
    // DocC StoreWeb: body
    let pages = WebPages(["hello": "{{<layout}}{{$main}}<p>{{greeting}}</p>{{/main}}{{/layout}}"])
    let response = pages.render("hello", ["title": "Hello", "heading": "Hello", "greeting": "Welcome"])
    // DocC StoreWeb: end
    return response
}
#endif
