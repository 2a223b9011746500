#ifndef REPOTUI_CCMARK_SHIM_H
#define REPOTUI_CCMARK_SHIM_H

// The parser and AST API, plus what finds and attaches the GitHub extensions
// (cmark_find_syntax_extension, cmark_parser_attach_syntax_extension) and reads
// their node data (table alignments, task list state).
#include <cmark-gfm.h>
#include <cmark-gfm-extension_api.h>
#include <cmark-gfm-core-extensions.h>

#endif
