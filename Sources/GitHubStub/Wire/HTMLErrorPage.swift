/// The kind of HTML page a client meets instead of JSON: GitHub's own "unicorn" page for
/// 5xx from its front end, or a proxy's or captive portal's page, often with status 200.
/// Written for the stub, in the spirit of those pages, not copied from them.
enum HTMLErrorPage {
    static func page(status: Int) -> String {
        let (title, headline) =
            status >= 500
            ? ("Unicorn! · GitHub", "No server is currently available to service your request.")
            : ("Sign in to continue", "This network requires you to sign in before you can reach the internet.")
        return """
            <!DOCTYPE html>
            <html>
              <head>
                <meta http-equiv="Content-Type" content="text/html; charset=utf-8">
                <title>\(title)</title>
              </head>
              <body>
                <h1>\(headline)</h1>
                <p>Sorry about that. Please try refreshing and contact us if the problem persists.</p>
              </body>
            </html>

            """
    }
}
