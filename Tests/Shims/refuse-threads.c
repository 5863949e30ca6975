// A preloaded pthread_create that refuses threads as a container's thread quota or an
// address-space limit does (EAGAIN), so that tests can see what hitlint does when the system
// will not start a thread. HITLINT_SHIM_THREADS=N lets the first N threads start (default 0).
// Built and preloaded by ResourceLimitTests and .ci/run on Linux only.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>

typedef int (*create_function)(pthread_t *, const pthread_attr_t *, void *(*)(void *), void *);

static atomic_int started;

int pthread_create(pthread_t *thread, const pthread_attr_t *attributes, void *(*start)(void *), void *argument) {
    const char *allowed = getenv("HITLINT_SHIM_THREADS");
    int limit = allowed ? atoi(allowed) : 0;
    if (atomic_fetch_add(&started, 1) >= limit) return EAGAIN;
    create_function real = (create_function)dlsym(RTLD_NEXT, "pthread_create");
    return real ? real(thread, attributes, start, argument) : EAGAIN;
}
