import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../../db/client.ts';
import type { Notifier } from '../../notifications/index.ts';
import { referenceService, surveyQuestionList } from '../../reference/index.ts';
import { createCareRequestRepo } from './careRequestRepo.ts';
import { createCareRequestService, type SurveySource } from './careRequestService.ts';
import { careRequestRoutes } from './routes.ts';

export type CareRequestsModuleOptions = {
  db: Database;
  requestRateLimit: number;
  notifier: Notifier;
};

// The survey is short by design; one page holds all of it.
const wholeSurvey = {
  page: 1,
  perPage: 100,
  status: 'current',
  q: undefined,
  sort: undefined,
} as const;

/** Requests for care from marketplace listings, and the providers' inbox of them. */
export const careRequestsModule: FastifyPluginAsync<CareRequestsModuleOptions> = async (
  app,
  { db, requestRateLimit, notifier },
) => {
  const reference = referenceService(db);
  const survey: SurveySource = {
    currentQuestions: async () =>
      (await reference.list(surveyQuestionList, null, wholeSurvey)).rows,
  };
  await app.register(careRequestRoutes, {
    careRequests: createCareRequestService(db, createCareRequestRepo(db), survey, notifier),
    requestRateLimit,
  });
};
