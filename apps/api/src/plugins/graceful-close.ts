import fp from 'fastify-plugin';

/**
 * While the server closes, every response asks the client to close its connection. Without this, a
 * keep-alive connection whose request was in flight at SIGTERM stays open after answering, and close()
 * waits for the keep-alive timeout instead of finishing as soon as the last request is done.
 */
export const gracefulClosePlugin = fp(async (app) => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });
});
