#ifndef CURL_ON_DEMAND_H
#define CURL_ON_DEMAND_H

/* Nothing to call: linking this target into an executable gives FoundationNetworking the libcurl
 * functions it uses, each loading libcurl.so.4 the first time one is called (see
 * curl_on_demand.c). */

#endif
