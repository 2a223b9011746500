/* libcurl, loaded when the network is first used rather than when repotui starts (issue 30).
 *
 * FoundationNetworking (URLSession) calls these 23 libcurl functions. Linked against libcurl.so.4,
 * the process maps it and the ~30 libraries it needs (TLS, Kerberos, LDAP, SSH …) and binds
 * their symbols before main — about 6.5 ms of a curses program's start-up here, for a first
 * frame that a warm cache draws without any request. Defined here instead (hidden: never
 * exported), each function opens libcurl.so.4 once, on first use, and calls its own. The
 * executable links an empty libcurl.so (link/) in place of the real one, so nothing else
 * brings it in at start. A test checks this list against what the toolchain's
 * FoundationNetworking needs. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#define HIDDEN __attribute__((visibility("hidden")))

/* Return type, name, parameters, arguments. Handles are opaque pointers, enums ints. */
#define FIXED_FUNCTIONS(X) \
    X(char *, curl_version, (void), ()) \
    X(void *, curl_version_info, (int age), (age)) \
    X(void *, curl_easy_init, (void), ()) \
    X(void, curl_easy_cleanup, (void *easy), (easy)) \
    X(int, curl_easy_pause, (void *easy, int bitmask), (easy, bitmask)) \
    X(const char *, curl_easy_strerror, (int code), (code)) \
    X(void, curl_free, (void *pointer), (pointer)) \
    X(void *, curl_multi_init, (void), ()) \
    X(int, curl_multi_cleanup, (void *multi), (multi)) \
    X(int, curl_multi_add_handle, (void *multi, void *easy), (multi, easy)) \
    X(int, curl_multi_remove_handle, (void *multi, void *easy), (multi, easy)) \
    X(int, curl_multi_assign, (void *multi, int socket, void *pointer), (multi, socket, pointer)) \
    X(void *, curl_multi_info_read, (void *multi, int *queued), (multi, queued)) \
    X(int, curl_multi_socket_action, (void *multi, int socket, int mask, int *running), (multi, socket, mask, running)) \
    X(void *, curl_slist_append, (void *list, const char *text), (list, text)) \
    X(void, curl_slist_free_all, (void *list), (list)) \
    X(void *, curl_url, (void), ()) \
    X(int, curl_url_get, (void *url, int part, char **text, unsigned int flags), (url, part, text, flags)) \
    X(int, curl_url_set, (void *url, int part, const char *text, unsigned int flags), (url, part, text, flags))

/* A handle, an option, and one value: a long, a pointer or a curl_off_t — each passed in a 64-bit
 * integer register on LP64 Linux, so it is taken and passed on as a pointer-sized value. */
#define OPTION_FUNCTIONS(X) \
    X(curl_easy_setopt) \
    X(curl_easy_getinfo) \
    X(curl_multi_setopt)

#define POINTER(ret, name, params, args) static ret (*real_##name) params;
static int (*real_curl_global_init)(long flags);
#define OPTION_POINTER(name) static int (*real_##name)(void *, int, ...);
FIXED_FUNCTIONS(POINTER)
OPTION_FUNCTIONS(OPTION_POINTER)

static pthread_once_t loaded = PTHREAD_ONCE_INIT;

static void *symbol(void *library, const char *name) {
    void *function = dlsym(library, name);
    if (!function) {
        fprintf(stderr, "repotui: libcurl.so.4 has no %s, which the network needs\n", name);
        _exit(69); /* EX_UNAVAILABLE */
    }
    return function;
}

static void load(void) {
    void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
    if (!library) {
        fprintf(stderr, "repotui: cannot load libcurl.so.4, which the network needs (%s); install libcurl4\n", dlerror());
        _exit(69);
    }
#define RESOLVE(ret, name, params, args) real_##name = (ret (*) params) symbol(library, #name);
#define OPTION_RESOLVE(name) real_##name = (int (*)(void *, int, ...)) symbol(library, #name);
    real_curl_global_init = (int (*)(long)) symbol(library, "curl_global_init");
    FIXED_FUNCTIONS(RESOLVE)
    OPTION_FUNCTIONS(OPTION_RESOLVE)
}

/* Loading libcurl and its first call, curl_global_init (which starts OpenSSL), take a few
 * milliseconds on a worker thread. exit() meanwhile runs the libraries' exit handlers under that
 * start, and OpenSSL crashes in them. repotui ends with _exit (RepoTUICommand.launch), which runs
 * none; for any exit() still made (by a library), starting and exit take one lock: exit waits for
 * a start under way, and a start asked for after exit began never begins — its thread waits for
 * the process to go. */
static pthread_mutex_t starting = PTHREAD_MUTEX_INITIALIZER;
static int ended;

HIDDEN int curl_global_init(long flags) {
    pthread_mutex_lock(&starting);
    if (ended) {
        pthread_mutex_unlock(&starting);
        for (;;) pause();
    }
    pthread_once(&loaded, load);
    int result = real_curl_global_init(flags);
    pthread_mutex_unlock(&starting);
    return result;
}

static void end(void) {
    pthread_mutex_lock(&starting);
    ended = 1;
    pthread_mutex_unlock(&starting);
}

__attribute__((constructor)) static void end_at_exit(void) {
    atexit(end);
}

#define DEFINE(ret, name, params, args) \
    HIDDEN ret name params { \
        pthread_once(&loaded, load); \
        return real_##name args; \
    }
#define OPTION_DEFINE(name) \
    HIDDEN int name(void *handle, int option, ...) { \
        pthread_once(&loaded, load); \
        va_list values; \
        va_start(values, option); \
        void *value = va_arg(values, void *); \
        va_end(values); \
        return real_##name(handle, option, value); \
    }
FIXED_FUNCTIONS(DEFINE)
OPTION_FUNCTIONS(OPTION_DEFINE)
