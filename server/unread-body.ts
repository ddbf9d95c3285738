import type { MiddlewareHandler } from 'hono'

/**
 * Closes the connection after answering a request whose body was left unread, and says so.
 *
 * A body larger than any endpoint reads (refused with a 413, or sent where nothing reads it) is
 * still on its way when the answer goes out. @hono/node-server then drains it for at most 500 ms
 * and, if it has not ended by then, closes the socket; its answer had said
 * `Connection: keep-alive`, so the client sent its next request on that socket and lost it
 * (ECONNRESET on every try with a 2 MB body). HTTP/1.1 lets a server that will not read a body
 * close the connection (RFC 9110 §15.5.14), provided it says `Connection: close` in that answer
 * (RFC 9112 §9.6): the client then opens a new connection for its next request. Reading megabytes
 * only to throw them away would let any client keep the service busy; closing is what nginx does.
 * A chunked body (no length given) is treated the same when it was refused. Smaller bodies are
 * drained, and their connection stays open.
 */
export const closeAfterUnreadBody =
  (readsAtMost: number): MiddlewareHandler =>
  async (c, next) => {
    await next()
    const length = Number(c.req.header('content-length'))
    const chunked = c.req.header('transfer-encoding') !== undefined
    if (!(length > readsAtMost || (chunked && c.res.status >= 400))) return
    try {
      c.res.headers.set('connection', 'close')
    } catch {
      // An answer with immutable headers (Response.redirect, say): copy it.
      c.res = new Response(c.res.body, c.res)
      c.res.headers.set('connection', 'close')
    }
  }
