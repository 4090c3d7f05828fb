import {
  ZBadRequestBody,
  ZBankruptcyPage,
  ZContractsPage,
  ZContractsQuery,
  ZEnforcementsPage,
  ZEnforcementsQuery,
  ZErrorBody,
  ZFinancesReply,
  ZHistoryPage,
  ZHistoryQuery,
  ZIdentifierQuery,
  ZInnPageQuery,
  ZInnQuery,
  ZInspectionsPage,
  ZInspectionsQuery,
  ZLegalCaseStatistics,
  ZLegalCasesPage,
  ZLegalCasesQuery,
  ZPledgesPage,
  ZPledgesQuery,
} from '@sverka/shared';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { TSql } from '../../db/client.ts';
import type { TRegistryReads } from '../../lib/registry-reads.ts';
import { keepCardDocument, type TCardDocumentRoute } from '../card-documents/index.ts';
import { lockedFeature } from '../entitlements/index.ts';
import { subjectListSources } from './card-document-sources.ts';
import { presentFinances } from './finances.presenter.ts';
import { getFinances } from './finances.service.ts';
import { presentHistory } from './history.presenter.ts';
import { findHistoryPage } from './history.service.ts';
import {
  presentBankruptcy,
  presentEnforcements,
  presentLegalCaseStatistics,
  presentLegalCases,
  presentPledges,
} from './litigation.presenter.ts';
import * as litigation from './litigation.service.ts';
import { presentContracts, presentInspections } from './procurement.presenter.ts';
import * as procurement from './procurement.service.ts';

const errors = { 400: ZBadRequestBody, 404: ZErrorBody };
const paidNote =
  ' Без входа или без тарифа с этой возможностью строки не передаются: count есть, result пуст, locked объясняет почему.';
const byInn = 'По ИНН организации (10 цифр) или ИП (12 цифр); неизвестный ИНН — 404, пустой список — 200.';
/** Lists kept as card documents (modules/card-documents): for everyone, or for callers without a token. */
const publicDocument: TCardDocumentRoute = { policy: 'public' };
const anonymousDocument: TCardDocumentRoute = { policy: 'anonymous' };

/**
 * The card's tabs beyond the registry extract: money, courts, debts, purchases, inspections, history. The
 * register's rows are read through `reads` (the replica when there is one); what the caller's plan allows is
 * asked of the primary, since it follows the caller's own payments.
 */
export type TRecordsRoutesOptions = { sql: TSql; reads: TRegistryReads; identifyUser: preHandlerAsyncHookHandler };

export const recordsRoutes: FastifyPluginAsyncZod<TRecordsRoutesOptions> = async (
  app,
  { sql, reads, identifyUser },
) => {
  app.get(
    '/api/v1/company-finances/',
    {
      config: { responseCache: 'public', cardDocument: publicDocument },
      schema: {
        tags: ['Финансы'],
        summary: 'Бухгалтерская отчётность и налоговые сведения ФНС',
        description: 'Суммы в рублях. query — ИНН, ОГРН или ОГРНИП.',
        querystring: ZIdentifierQuery.partial(),
        response: { 200: ZFinancesReply, ...errors },
      },
    },
    async (request) => {
      const { subject, row } = await reads.run(request, (db) => getFinances(db, request.query.query));
      keepCardDocument(request, subjectListSources(subject));
      return presentFinances(subject, row);
    },
  );

  app.get(
    '/api/v1/legal-cases/',
    {
      config: { responseCache: 'public', cardDocument: publicDocument },
      schema: {
        tags: ['Суды и долги'],
        summary: 'Арбитражные дела с участниками',
        description: byInn,
        querystring: ZLegalCasesQuery,
        response: { 200: ZLegalCasesPage, ...errors },
      },
    },
    async (request) => {
      const cases = await reads.run(request, (db) => litigation.findLegalCases(db, request.query));
      keepCardDocument(request, subjectListSources(cases.subject));
      return presentLegalCases(cases);
    },
  );

  app.get(
    '/api/v1/legal-cases/statistics/',
    {
      config: { responseCache: 'anonymous' },
      schema: {
        tags: ['Суды и долги'],
        summary: 'Статистика арбитражных дел: по ролям, годам, статусам и исходам',
        description: `${byInn} Без входа или без тарифа передаётся только число дел, разбивки пусты, locked объясняет почему.`,
        querystring: ZInnQuery,
        response: { 200: ZLegalCaseStatistics, ...errors },
      },
      preHandler: identifyUser,
    },
    async (request) =>
      presentLegalCaseStatistics(
        await reads.run(request, (db) => litigation.getLegalCaseStatistics(db, request.query)),
        await lockedFeature(sql, request, 'card.arbitration_statistics'),
      ),
  );

  app.get(
    '/api/v1/enforcements/',
    {
      config: { responseCache: 'anonymous' },
      schema: {
        tags: ['Суды и долги'],
        summary: 'Исполнительные производства ФССП',
        description: byInn + paidNote,
        querystring: ZEnforcementsQuery,
        response: { 200: ZEnforcementsPage, ...errors },
      },
      preHandler: identifyUser,
    },
    async (request) =>
      presentEnforcements(
        await reads.run(request, (db) => litigation.findEnforcementsPage(db, request.query)),
        await lockedFeature(sql, request, 'card.debts'),
      ),
  );

  app.get(
    '/api/v1/bankruptcy/',
    {
      config: { responseCache: 'public' },
      schema: {
        tags: ['Суды и долги'],
        summary: 'Сообщения ЕФРСБ о банкротстве',
        description: byInn,
        querystring: ZInnPageQuery,
        response: { 200: ZBankruptcyPage, ...errors },
      },
    },
    async (request) =>
      presentBankruptcy(await reads.run(request, (db) => litigation.findBankruptcyPage(db, request.query))),
  );

  app.get(
    '/api/v1/pledges/',
    {
      config: { responseCache: 'anonymous' },
      schema: {
        tags: ['Суды и долги'],
        summary: 'Залоги и лизинг (Федресурс)',
        description: byInn + paidNote,
        querystring: ZPledgesQuery,
        response: { 200: ZPledgesPage, ...errors },
      },
      preHandler: identifyUser,
    },
    async (request) =>
      presentPledges(
        await reads.run(request, (db) => litigation.findPledgesPage(db, request.query)),
        await lockedFeature(sql, request, 'card.leasing'),
      ),
  );

  app.get(
    '/api/v1/contracts/',
    {
      config: { responseCache: 'public', cardDocument: publicDocument },
      schema: {
        tags: ['Закупки и проверки'],
        summary: 'Государственные контракты (44-ФЗ, 223-ФЗ)',
        description: byInn,
        querystring: ZContractsQuery,
        response: { 200: ZContractsPage, ...errors },
      },
    },
    async (request) => {
      const contracts = await reads.run(request, (db) => procurement.findContractsPage(db, request.query));
      keepCardDocument(request, subjectListSources(contracts.subject));
      return presentContracts(contracts);
    },
  );

  app.get(
    '/api/v1/inspection/',
    {
      config: { responseCache: 'public', cardDocument: publicDocument },
      schema: {
        tags: ['Закупки и проверки'],
        summary: 'Проверки контрольных органов (ЕРКНМ)',
        description: byInn,
        querystring: ZInspectionsQuery,
        response: { 200: ZInspectionsPage, ...errors },
      },
    },
    async (request) => {
      const inspections = await reads.run(request, (db) => procurement.findInspectionsPage(db, request.query));
      keepCardDocument(request, subjectListSources(inspections.subject));
      return presentInspections(inspections);
    },
  );

  app.get(
    '/api/v1/history/',
    {
      config: { responseCache: 'anonymous', cardDocument: anonymousDocument },
      schema: {
        tags: ['История'],
        summary: 'Записи ЕГРЮЛ/ЕГРИП и изменения',
        description: `query — ИНН, ОГРН или ОГРНИП. Новые записи первыми.${paidNote}`,
        querystring: ZHistoryQuery,
        response: { 200: ZHistoryPage, ...errors },
      },
      preHandler: identifyUser,
    },
    async (request) => {
      const history = await reads.run(request, (db) => findHistoryPage(db, request.query));
      keepCardDocument(request, subjectListSources(history.subject));
      return presentHistory(history, await lockedFeature(sql, request, 'card.history'));
    },
  );
};
