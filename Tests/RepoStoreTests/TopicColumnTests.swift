import Foundation
import Testing
@testable import RepoStore

/// The topics column is read without a JSON decoder when it is plain; whatever it holds, the
/// topics read are the decoder's.
struct TopicColumnTests {
    @Test(arguments: [
        "[]", #"["swift"]"#, #"["swift","server-side","api"]"#, #"[""]"#, #"["a","","b"]"#, #"["café","日本"]"#,
        #"["with \"quote\""]"#, #"["back\\slash"]"#, #"["tab\tin"]"#, #"[ "spaced" , "list" ]"#, #"["a\",\"b"]"#,
        #"["\u00e9scaped"]"#, #"["comma,inside"]"#, #"["",""]"#, #"[","]"#,
    ])
    func topicsReadAsTheJSONDecoderReadsThem(json: String) throws {
        let expected = try JSONDecoder().decode([String].self, from: Data(json.utf8))
        #expect(try RepositoryColumns.topics(fromJSON: json, decoder: JSONDecoder()) == expected)
    }

    @Test(arguments: [#"["a""b"]"#, #"["a",,"b"]"#, #"["a";"b"]"#, #"["a","b"x"]"#])
    func aMalformedListThatLooksPlainIsRefusedAsTheDecoderRefusesIt(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([String].self, from: Data(json.utf8)) }
        #expect(throws: DecodingError.self) { try RepositoryColumns.topics(fromJSON: json, decoder: JSONDecoder()) }
    }

    @Test func topicsWrittenByTheCacheReadBackThroughThePlainPath() throws {
        let topics = ["swift", "server-side", "a-b-c", "x1"]
        let json = String(decoding: try JSONEncoder().encode(topics), as: UTF8.self)
        #expect(json == #"["swift","server-side","a-b-c","x1"]"#)
        #expect(try RepositoryColumns.topics(fromJSON: json, decoder: JSONDecoder()) == topics)
    }
}
