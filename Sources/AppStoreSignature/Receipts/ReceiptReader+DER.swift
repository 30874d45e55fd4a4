import SwiftASN1

extension ReceiptReader {
    /// PKCS #7 signed data `bytes` in the encoding swift-certificates' CMS reads, for the same meaning: its attached
    /// content as one primitive OCTET STRING, and its digest algorithms without parameters. Apple's receipts (Xcode's
    /// too) write the content as a constructed, indefinite-length OCTET STRING of chunks, as BER allows (X.690,
    /// 8.7.3), and SHA-2 digest algorithms with NULL parameters, which RFC 5754 (2) says implementations must accept
    /// as equal to absent ones; swift-certificates reads neither. Only those parts are rewritten; certificates,
    /// signed attributes and signatures are kept byte for byte, so what is signed and checked is unchanged.
    static func signedDataWithPrimitiveContent(_ bytes: [UInt8]) throws -> [UInt8] {
        let info = try children(of: BER.parse(bytes), identifier: .sequence)
        let explicit = ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)
        guard info.count == 2, try ASN1ObjectIdentifier(berEncoded: info[0]) == signedData,
            let signed = try children(of: info[1], identifier: explicit).first
        else { throw ReceiptError(.malformed, "the receipt is not PKCS #7 signed data") }
        let parts = try children(of: signed, identifier: .sequence)
        guard parts.count >= 3 else { throw ReceiptError(.malformed, "the signed data has no content") }
        let encapsulated = try children(of: parts[2], identifier: .sequence)
        guard encapsulated.count == 2, let content = try children(of: encapsulated[1], identifier: explicit).first else {
            throw ReceiptError(.malformed, "the signed data carries no receipt")
        }
        let octets = try flattened(content, depth: 0)
        var coder = DER.Serializer()
        try coder.appendConstructedNode(identifier: .sequence) { coder in
            coder.serializeRawBytes(info[0].encodedBytes)
            try coder.appendConstructedNode(identifier: explicit) { coder in
                try coder.appendConstructedNode(identifier: .sequence) { coder in
                    coder.serializeRawBytes(parts[0].encodedBytes)
                    try coder.appendConstructedNode(identifier: .set) { coder in
                        for algorithm in try children(of: parts[1], identifier: .set) { try digestAlgorithm(algorithm, into: &coder) }
                    }
                    try coder.appendConstructedNode(identifier: .sequence) { coder in
                        coder.serializeRawBytes(encapsulated[0].encodedBytes)
                        try coder.appendConstructedNode(identifier: explicit) { coder in
                            try coder.serialize(ASN1OctetString(contentBytes: octets[...]))
                        }
                    }
                    for part in parts.dropFirst(3) {
                        guard part.identifier == .set else {
                            coder.serializeRawBytes(part.encodedBytes)  // the certificates, [0] IMPLICIT
                            continue
                        }
                        try coder.appendConstructedNode(identifier: .set) { coder in
                            for signer in try children(of: part, identifier: .set) { try signerInfo(signer, into: &coder) }
                        }
                    }
                }
            }
        }
        return coder.serializedBytes
    }

    /// A SignerInfo (RFC 5652, 5.3) with its digest algorithm (the third element) without NULL parameters.
    private static func signerInfo(_ node: ASN1Node, into coder: inout DER.Serializer) throws {
        let elements = try children(of: node, identifier: .sequence)
        guard elements.count >= 5 else { throw ReceiptError(.malformed, "a signer info has \(elements.count) parts") }
        try coder.appendConstructedNode(identifier: .sequence) { coder in
            for (index, element) in elements.enumerated() {
                if index == 2 { try digestAlgorithm(element, into: &coder) } else { coder.serializeRawBytes(element.encodedBytes) }
            }
        }
    }

    /// A digest AlgorithmIdentifier: SEQUENCE { algorithm } for SEQUENCE { algorithm, NULL }; anything else as it is.
    private static func digestAlgorithm(_ node: ASN1Node, into coder: inout DER.Serializer) throws {
        let elements = try children(of: node, identifier: .sequence)
        guard elements.count == 2, elements[1].identifier == .null else {
            coder.serializeRawBytes(node.encodedBytes)
            return
        }
        coder.appendConstructedNode(identifier: .sequence) { $0.serializeRawBytes(elements[0].encodedBytes) }
    }

    /// The octets of an OCTET STRING, primitive or constructed of chunks (at most ``maximumWrapping`` levels deep).
    private static func flattened(_ node: ASN1Node, depth: Int) throws -> [UInt8] {
        guard node.identifier == .octetString else { throw ReceiptError(.malformed, "the receipt's content is not an OCTET STRING") }
        switch node.content {
        case .primitive(let bytes):
            return Array(bytes)
        case .constructed(let chunks):
            guard depth < maximumWrapping else { throw ReceiptError(.malformed, "the receipt's content is chunked too deep") }
            var octets: [UInt8] = []
            for chunk in chunks { octets += try flattened(chunk, depth: depth + 1) }
            return octets
        }
    }
}
