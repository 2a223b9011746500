#ifndef CURL_ON_DEMAND_H
#define CURL_ON_DEMAND_H

/* Linking this target into an executable gives FoundationNetworking the libcurl functions it
 * uses, each loading libcurl.so.4 the first time one is called (see curl_on_demand.c). */

/* Waits for a start of libcurl under way to finish, and keeps any later one from beginning:
 * call it before the program exits. Also run by exit() itself, but later than the exit handlers
 * that libcurl's own libraries register as they start. */
void curl_on_demand_end(void);

#endif
