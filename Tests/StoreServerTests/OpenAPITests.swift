#if Server
import Foundation
import Hummingbird
import HummingbirdTesting
import LocalAppStore
import StoreHelperFixtures
import StoreHelperTesting
import StoreServer
import Testing

/// `/openapi.yaml` describes exactly the routes the router has, each with its method.
@Suite struct OpenAPITests {
    @Test func theDocumentDescribesEveryRouteAndNoOther() async throws {
        let serverSettings = try settings(trusting: [try Florist.store()])
        try await TestDatabase.sqlite.withStorage { storage in
            let router = try StoreServer(settings: serverSettings, storage: storage).router()
            let routed = Set(
                router.routes.map { route in
                    let path = route.path.description.split(separator: "/").map { $0.hasPrefix(":") ? "{\($0.dropFirst())}" : String($0) }
                    return "\(route.method.rawValue.lowercased()) /\(path.joined(separator: "/"))"
                }
            )
            #expect(routed.count >= 14, "the router lists its routes")
            try await Application(router: router).test(.router) { client in
                let response = try await client.execute(uri: "/openapi.yaml", method: .get)
                #expect(response.headers[.contentType] == "application/yaml")
                #expect(Self.operations(in: String(buffer: response.body)) == routed)
            }
        }
    }

    /// "method /path" for each operation under `paths:` (two-space YAML indentation, as the document is written).
    static func operations(in yaml: String) -> Set<String> {
        var operations: Set<String> = []
        var inPaths = false
        var path: String?
        for line in yaml.split(separator: "\n", omittingEmptySubsequences: true) {
            if !line.hasPrefix(" ") {
                inPaths = line == "paths:"
                continue
            }
            guard inPaths else { continue }
            let indent = line.prefix { $0 == " " }.count
            let key = line.trimmingCharacters(in: .whitespaces)
            if indent == 2, key.hasSuffix(":") {
                path = String(key.dropLast())
            } else if indent == 4, let path, let name = key.split(separator: ":").first,
                ["get", "post", "put", "delete", "patch"].contains(String(name))
            {
                operations.insert("\(name) \(path)")
            }
        }
        return operations
    }
}
#endif
