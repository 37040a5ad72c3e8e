import { type ErrorCode, ErrorKey, MAX_ENTITY_ID } from '@trades/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { translate } from '../i18n/messages.ts';
import { AppError, type MessageParams, addFormError, fieldPath } from './errors.ts';

const MESSAGE_KEY = /^[a-z][A-Za-z0-9_]*$/;

/** A zod issue message is a spec key when we wrote it; zod's own English texts become invalid_value. */
function issueKey(message: string): string {
  return MESSAGE_KEY.test(message) ? message : ErrorKey.InvalidValue;
}

export function formErrorsFromZod(error: ZodError): Record<string, string[]> {
  const formErrors: Record<string, string[]> = {};
  for (const issue of error.issues) addFormError(formErrors, fieldPath(issue.path), issueKey(issue.message));
  return formErrors;
}

function send(reply: FastifyReply, request: FastifyRequest, status: number, code: ErrorCode, formErrors: Record<string, string[]> = {}, params: MessageParams = {}) {
  return reply.status(status).send({ message: translate(code, request.locale, params), code, formErrors });
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 429 && error.formErrors._ === undefined && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
      return send(reply, request, error.statusCode, error.code, error.formErrors, error.params);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path id beyond the id range cannot name anything: not found, as for any unknown id.
      const issues = error.validation;
      const beyondIds = issues.every((issue) => issue.keyword === 'too_big') && issues.some((issue) => issue.params.maximum === MAX_ENTITY_ID);
      if (error.validationContext === 'params' && beyondIds) {
        return send(reply, request, 404, ErrorKey.NotFound);
      }
      const formErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.split('/').filter(Boolean);
        addFormError(formErrors, fieldPath(path), issueKey(issue.message ?? ''));
      }
      const status = error.validationContext === 'body' ? 422 : 400;
      return send(reply, request, status, ErrorKey.ValidationError, formErrors);
    }
    if (error instanceof ZodError) {
      return send(reply, request, 422, ErrorKey.ValidationError, formErrorsFromZod(error));
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return send(reply, request, 500, ErrorKey.UnexpectedError);
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return send(reply, request, 429, ErrorKey.TooManyRequests);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (body too large, bad content type, malformed JSON).
      return send(reply, request, status, status === 404 ? ErrorKey.NotFound : ErrorKey.ValidationError, {
        _: [(error as FastifyError).code ?? 'invalid_request'],
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, request, 500, ErrorKey.UnexpectedError);
  });
}
