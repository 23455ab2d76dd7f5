import type { FastifyInstance } from 'fastify';

/**
 * Lets `Content-Type: application/json` come with an empty body in this plugin's routes: the
 * client's HTTP layer sends that header on every POST, also on body-less calls such as
 * `/api/oauth/visitor` and `/api/logout`, which fastify's own parser answers with 400. An empty
 * body parses as `{}`, so routes that need one still fail validation naming each missing field.
 * Anything else goes to fastify's parser, keeping its prototype-poisoning protection.
 */
export function acceptEmptyJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, done);
  });
}
