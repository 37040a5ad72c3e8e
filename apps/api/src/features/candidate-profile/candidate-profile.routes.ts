import {
  AccountType,
  type Locale,
  candidateProfileShow,
  profilePrintAnswer,
  wizardPrimary,
  wizardStep2Body,
  wizardStep3Body,
  wizardStep4Body,
  wizardStep5Body,
  wizardStep6Body,
  wizardStep7Body,
  wizardStepParams,
  marketToday,
} from '@trades/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeatureContext } from '../context.ts';
import { currentUser } from '../../infra/auth/authenticate.ts';
import { AppError } from '../../infra/http/errors.ts';
import { type CandidateProfileDeps, type SavableStep, type StepInput, saveStep, showProfile } from './candidate-profile.service.ts';
import { findProfileWithUser, prepareProfileQueries } from './candidate-profile.repository.ts';
import { buildProfilePdf } from './profile-pdf.ts';
import { profileReference } from './profile-reference.ts';
import { wizardPrimary as buildPrimary } from './wizard-primary.ts';

const bearer = [{ bearer: [] }];

const STEP_BODIES = {
  2: wizardStep2Body,
  3: wizardStep3Body,
  4: wizardStep4Body,
  5: wizardStep5Body,
  6: wizardStep6Body,
  7: wizardStep7Body,
} as const;

const STEP_SUMMARIES: Record<SavableStep, string> = {
  2: 'Save step 2: personal and contact data',
  3: 'Save step 3: foreign languages',
  4: 'Save step 4: professions (1 to 5) with certificates, skills, materials and work history',
  5: 'Save step 5: availability',
  6: 'Save step 6: preferred work places (1 to 3)',
  7: 'Save step 7: contract types, work systems and flexible work',
  8: 'Submit the wizard (step 8); wizardStep becomes 0',
};

/** The candidate's profile, the eight-step wizard and the profile PDF. */
export const candidateProfileRoutes =
  (context: FeatureContext): FastifyPluginAsyncZod =>
  async (app) => {
    const links = context.fileLinks;
    const queries = prepareProfileQueries(context.db);
    /** The reference data is read per request from the catalogue, so a new data version shows without a restart. */
    const depsNow = async (): Promise<CandidateProfileDeps> => ({
      db: context.db,
      queries,
      reference: profileReference(await context.catalogue.current()),
      links,
      now: context.now,
    });
    const candidateOnly = app.requireAccount(AccountType.Candidate);

    app.get(
      '/v1/candidate-profile/show',
      { onRequest: candidateOnly, schema: { tags: ['candidate profile'], summary: "The candidate's whole profile, titles in X-LOCALE", security: bearer, response: { 200: candidateProfileShow } } },
      async (request) => showProfile(await depsNow(), currentUser(request).userId, request.locale),
    );

    app.get(
      '/v1/candidate-profile/wizard/:step/primary',
      {
        onRequest: candidateOnly,
        schema: { tags: ['candidate profile'], summary: "What a wizard step's form needs (dictionaries in X-LOCALE)", security: bearer, params: wizardStepParams, response: { 200: wizardPrimary } },
      },
      async (request) => {
        const [found, deps] = await Promise.all([findProfileWithUser(context.db, currentUser(request).userId), depsNow()]);
        if (!found) throw AppError.notFound();
        return buildPrimary(deps.reference, request.params.step, request.locale, {
          today: marketToday(context.now()),
          wizardStep: found.profile.wizardStep,
          nativeLanguage: found.profile.nativeLanguage,
        });
      },
    );

    // One route per step so each has its body schema (and its OpenAPI entry).
    for (const step of [2, 3, 4, 5, 6, 7, 8] as const) {
      app.post(
        `/v1/candidate-profile/wizard/${step}`,
        {
          onRequest: candidateOnly,
          schema: {
            tags: ['candidate profile'],
            summary: STEP_SUMMARIES[step],
            description: 'JSON, form-urlencoded or multipart with bracket notation. 422 with formErrors for invalid data, 409 wizard_step_not_reached for a step ahead of the candidate.',
            security: bearer,
            // Step 8 is an empty submit: no body at all is fine.
            ...(step === 8 ? {} : { body: STEP_BODIES[step] }),
            response: { 200: candidateProfileShow },
          },
        },
        async (request) => {
          // The route's schema is this step's (STEP_BODIES[step]), so its body is the step's body; the loop loses that pairing for the type checker.
          const input = { step, body: request.body ?? {} } as StepInput;
          const userId = currentUser(request).userId;
          const saved = await saveStep(await depsNow(), userId, input, request.locale);
          // Every step can change a score (availability on step 5 too), so each save re-scores the candidate.
          context.matching.candidateChanged(userId);
          return saved;
        },
      );
    }

    app.get(
      '/v1/candidate-profile/print',
      { onRequest: candidateOnly, schema: { tags: ['candidate profile'], summary: 'A link (valid 15 minutes) to the profile as a PDF in X-LOCALE', security: bearer, response: { 200: profilePrintAnswer } } },
      async (request) => ({
        profilePrintUrl: `/v1/files/print/${links.printToken(currentUser(request).userId, request.locale, context.now())}`,
      }),
    );

    app.get(
      '/v1/files/print/:token',
      { schema: { tags: ['candidate profile'], summary: 'The profile PDF behind a print link (404 once expired)', params: z.object({ token: z.string().max(300) }) } },
      async (request, reply) => {
        const link = links.readPrintToken(request.params.token, context.now());
        if (!link) throw AppError.notFound();
        const pdf = await printProfile(await depsNow(), link.userId, link.locale);
        return reply
          .header('content-type', 'application/pdf')
          // A download, not a page: on a phone an opened PDF replaces the app, with no way back.
          .header('content-disposition', `attachment; filename="profile.pdf"`)
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .send(pdf);
      },
    );
  };

/** The PDF is made when the link is followed (it takes well under 300 ms), always from the current profile. */
export async function printProfile(deps: CandidateProfileDeps, userId: number, locale: Locale): Promise<Buffer> {
  const profile = await showProfile(deps, userId, locale);
  return buildProfilePdf(profile, { locale, generatedOn: marketToday(deps.now()) });
}
