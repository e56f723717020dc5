import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { DestinationStream } from 'pino';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { attendanceModule } from './modules/attendance/index.ts';
import { billingModule } from './modules/billing/index.ts';
import { broadcastingModule } from './modules/broadcasting/index.ts';
import { assessmentsModule } from './modules/care/assessments/index.ts';
import { evvModule } from './modules/care/evv/index.ts';
import { medicationsModule } from './modules/care/medications/index.ts';
import { myDayModule } from './modules/care/myDay/index.ts';
import { postingsModule } from './modules/care/postings/index.ts';
import { shiftsModule } from './modules/care/shifts/index.ts';
import { tasksModule } from './modules/care/tasks/index.ts';
import {
  createSignatureStore,
  createVerification,
  reachesAgencyChannel,
} from './modules/care/verification/index.ts';
import { careBillingModule } from './modules/careBilling/index.ts';
import { agenciesModule } from './modules/directory/agencies/index.ts';
import {
  CAREGIVER_LIST_CHANGES_CHANNEL,
  caregiversModule,
} from './modules/directory/caregivers/index.ts';
import { coordinatorsAndPayersModule } from './modules/directory/coordinatorsAndPayers/index.ts';
import { partnersModule } from './modules/directory/partners/index.ts';
import { patientsModule } from './modules/directory/patients/index.ts';
import { createFamily } from './modules/family/index.ts';
import { createIdentity, SESSION_CHANGES_CHANNEL } from './modules/identity/index.ts';
import { careRequestsModule } from './modules/marketplace/careRequests/index.ts';
import { crawlersModule } from './modules/marketplace/crawlers/index.ts';
import { marketplaceModule } from './modules/marketplace/index.ts';
import { tileImageSources } from './modules/marketplace/mapConfigRoutes.ts';
import { messagesModule } from './modules/messages/index.ts';
import { notesModule, reachesPatientNotes } from './modules/notes/index.ts';
import { createNotifications } from './modules/notifications/index.ts';
import { referenceModule } from './modules/reference/index.ts';
import {
  createAgencyStatisticsPublisher,
  readsAgencyStatistics,
  reportsModule,
} from './modules/reports/index.ts';
import { hubEventsModule } from './modules/sharedLiving/events/index.ts';
import { hostLeadsModule } from './modules/sharedLiving/hostLeads/index.ts';
import { hubsModule } from './modules/sharedLiving/hubs/index.ts';
import { reachesHub } from './modules/sharedLiving/index.ts';
import { hubMembersModule } from './modules/sharedLiving/members/index.ts';
import { referralsModule } from './modules/sharedLiving/referrals/index.ts';
import { systemModule } from './modules/system/index.ts';
import { requireAccessDeclarations } from './platform/access.ts';
import { registerAuthentication } from './platform/auth/authenticate.ts';
import { boundaryValidatorCompiler } from './platform/boundary.ts';
import { registerCompression } from './platform/compression.ts';
import { answerAfterOwnChanges, startChangeListener } from './platform/db/changeListener.ts';
import { answerError, registerErrorHandling } from './platform/errors.ts';
import type { FileStore } from './platform/files/fileStore.ts';
import { createPostgresFileStore } from './platform/files/postgresFileStore.ts';
import { logEachRequest, loggerOptions } from './platform/logging.ts';
import { type MailContext, startMailer } from './platform/mail/index.ts';
import { registerOpenApi } from './platform/openapi.ts';
import { auditPhiRefusals } from './platform/phiRefusals.ts';
import { registerRealtime } from './platform/realtime/index.ts';
import { registerSecurity } from './platform/security.ts';
import { registerWebApp } from './platform/webApp.ts';
import { appVersion } from './version.ts';

export type AppDependencies = {
  config: Pick<
    Config,
    | 'env'
    | 'logLevel'
    | 'rateLimitMax'
    | 'signInRateLimit'
    | 'trustProxy'
    | 'webDistDir'
    | 'publicUrl'
    | 'session'
    | 'mail'
    | 'map'
    | 'dataDir'
    | 'realtime'
    | 'stripe'
  >;
  db: Database;
  /** The pool under `db`, where the webhook and mail queues live; without it, neither runs. */
  pool?: pg.Pool;
  /** Where log lines go; standard output by default. Tests read what was logged from here. */
  logStream?: DestinationStream;
  /** The wait before a failed mail is tried again (doubling); lowered in tests. */
  mailRetryDelaySeconds?: number;
  /** Where uploaded files are kept; by default in `db` (stored_files). */
  files?: FileStore;
  /**
   * A database connection of this node's own, to hear what other nodes change: with it, sessions
   * and agencies' default caregiver lists are answered from memory between changes; without it,
   * every request reads them.
   */
  changesConnection?: pg.ClientConfig;
};

const requestIdPattern = /^[\w.-]{8,128}$/;

/** Builds the HTTP application from its modules; the caller decides whether and where it listens. */
export async function buildApp({
  config,
  db,
  pool,
  logStream,
  mailRetryDelaySeconds,
  files = createPostgresFileStore(db),
  changesConnection,
}: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logStream),
    // One line per request instead, written by logEachRequest.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    // Read in genReqId instead, so a malformed id from outside never reaches the logs.
    requestIdHeader: false,
    frameworkErrors: answerError,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(boundaryValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  logEachRequest(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id);
    done();
  });

  const mailer = await startMailer(db, config.mail, {
    pool,
    log: app.log,
    retryDelaySeconds: mailRetryDelaySeconds,
  });
  app.addHook('onClose', mailer.close);
  const changes =
    changesConnection === undefined
      ? null
      : await startChangeListener(
          changesConnection,
          [SESSION_CHANGES_CHANNEL, CAREGIVER_LIST_CHANGES_CHANNEL],
          (error) => app.log.warn({ err: error }, 'change listener connection lost'),
        );
  if (changes !== null) {
    app.addHook('onClose', changes.close);
    answerAfterOwnChanges(app, changes);
  }
  const identity = createIdentity(
    db,
    mailer,
    {
      session: config.session,
      cookies: { secure: config.session.secureCookie },
      publicUrl: config.publicUrl,
      exposeOutbox: config.env !== 'production',
      signInRateLimit: config.signInRateLimit,
    },
    changes,
  );

  requireAccessDeclarations(app);
  auditPhiRefusals(app, db);
  registerErrorHandling(app);
  await registerSecurity(app, {
    rateLimitMax: config.rateLimitMax,
    extraImageSources: tileImageSources(config.map.tileUrl),
  });
  await registerCompression(app);
  registerAuthentication(app, identity.sessions.resolver);
  await registerOpenApi(app, appVersion);
  const realtime = await registerRealtime(app, {
    settings: config.realtime,
    dataDir: config.dataDir,
    ...(pool === undefined ? {} : { webhookQueue: { pool } }),
  });

  await app.register(systemModule, { db, version: appVersion });
  await app.register(broadcastingModule, {
    db,
    realtime,
    rules: {
      hub: (actor, hubId) => reachesHub(db, actor, hubId),
      patient: (actor, patientId) => reachesPatientNotes(db, actor, patientId),
      agency: async (actor, agencyId) => reachesAgencyChannel(actor, agencyId),
      agencyStatistics: async (actor, agencyId) => readsAgencyStatistics(actor, agencyId),
    },
  });
  const mail: MailContext = {
    mailer,
    publicUrl: config.publicUrl,
    linkSecret: realtime.deriveSecret('mail-links'),
  };
  app.decorate('mail', mail);
  const notifications = createNotifications({
    db,
    broadcaster: realtime.broadcaster,
    log: app.log,
    mail,
  });
  await app.register(notifications.routes);
  await app.register(identity.routes, { liveSockets: realtime.liveSockets });
  await app.register(referenceModule, { db });
  await app.register(agenciesModule, { db, users: identity.users });
  await app.register(coordinatorsAndPayersModule, { db });
  await app.register(partnersModule, { db });
  await app.register(caregiversModule, { db, files, changes });
  await app.register(patientsModule, { db });
  const family = createFamily({
    db,
    broadcaster: realtime.broadcaster,
    log: app.log,
    users: identity.users,
    mailer,
    publicUrl: config.publicUrl,
  });
  await app.register(family.routes);
  await app.register(assessmentsModule, { db, onStatusMoved: family.announcer.careRequestMoved });
  await app.register(medicationsModule, { db });
  const verification = createVerification({ db, broadcaster: realtime.broadcaster, log: app.log });
  const agencyStatistics = createAgencyStatisticsPublisher({
    db,
    broadcaster: realtime.broadcaster,
    cacheChannels: realtime.cacheChannels,
    log: app.log,
  });
  app.addHook('onClose', agencyStatistics.settled);
  await app.register(verification.routes);
  await app.register(shiftsModule, {
    db,
    verification,
    signatures: createSignatureStore(files),
    announceAttendance: async (event) => {
      await family.announcer.visitChanged(event);
      // The caregiver's answer does not wait for the agency's tiles to be counted again; the
      // count never rejects, and the app's close waits for it (`settled`).
      void agencyStatistics.refresh(event.agencyId);
    },
  });
  await app.register(evvModule, { db, markReview: verification.markReview });
  await app.register(postingsModule, { db, notifier: notifications.notifier });
  await app.register(tasksModule, { db });
  await app.register(myDayModule, { db });
  await app.register(messagesModule, { db, broadcaster: realtime.broadcaster, log: app.log });
  await app.register(marketplaceModule, {
    db,
    cookies: { secure: config.session.secureCookie },
    map: config.map,
    files,
  });
  await app.register(careRequestsModule, {
    db,
    requestRateLimit: config.signInRateLimit,
    notifier: notifications.notifier,
  });
  await app.register(crawlersModule, { db, publicUrl: config.publicUrl });
  await app.register(hubsModule, { db });
  await app.register(referralsModule, { db, notifier: notifications.notifier });
  await app.register(hostLeadsModule, {
    db,
    requestRateLimit: config.signInRateLimit,
    users: identity.users,
  });
  await app.register(hubMembersModule, { db });
  await app.register(hubEventsModule, { db });
  await app.register(notesModule, {
    db,
    files,
    broadcaster: realtime.broadcaster,
    notifier: notifications.notifier,
  });

  await app.register(billingModule, {
    db,
    notifier: notifications.notifier,
    stripe: config.stripe,
    publicUrl: config.publicUrl,
  });
  await app.register(careBillingModule, { db });
  await app.register(attendanceModule, { db });
  await app.register(reportsModule, { db });

  await registerWebApp(app, config.webDistDir);
  return app;
}
