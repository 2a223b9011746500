#include <sqlite3.h>

// sqlite3_db_config is variadic, which Swift cannot call: one plain wrapper per setting used.

/// Closing the last connection leaves the write-ahead log as it is instead of folding it into
/// the database file (two syncs to disk at every exit, and an empty log that the next open must
/// write a transaction into). Returns SQLITE_OK when the setting took.
static inline int repotui_sqlite_keep_log_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
