// Vitest setup: every fetch of the tests opens its own connection. Files share a worker
// (isolate: false), so a connection to the worker's Prism outlived the file that opened it; the
// next file seeds its sandbox for several seconds without yielding, Prism closes the idle
// connection meanwhile, and the client, whose own idle timer could not run, sent its first request
// on it: "SocketError: other side closed". A connection per request costs nothing on loopback.
import { Agent, setGlobalDispatcher } from 'undici';

setGlobalDispatcher(new Agent({ pipelining: 0 }));
