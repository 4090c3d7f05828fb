import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type TFakeRequest = { method: string; path: string; headers: IncomingMessage['headers']; body: unknown };

type TPayment = {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: { value: string; currency: string };
  description?: string;
  metadata: Record<string, string>;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url: string };
  cancellation_details?: { party: string; reason: string };
  created_at: string;
  recipient: { account_id: string; gateway_id: string };
  refundable: boolean;
  refunded_amount?: { value: string; currency: string };
  test: true;
};

/** YooKassa's refund object: a refund of part or all of a succeeded payment. */
type TRefund = {
  id: string;
  payment_id: string;
  status: 'pending' | 'succeeded' | 'canceled';
  created_at: string;
  amount: { value: string; currency: string };
  description?: string;
  cancellation_details?: { party: string; reason: string };
};

export type TFakeYooKassa = {
  /** Base URL as YOOKASSA_API_URL takes it: `http://127.0.0.1:<port>/v3`. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  requests: TFakeRequest[];
  payments: Map<string, TPayment>;
  setStatus(id: string, status: TPayment['status'], reason?: string): void;
  refunds: Map<string, TRefund>;
  /** The status new refunds get (YooKassa usually answers `succeeded` at once, sometimes `pending`). */
  refundStatus: TRefund['status'];
  /** The next calls answer this status and body instead (a 500, a 400 with an error object…). */
  failNext(status: number, body: unknown, times?: number): void;
  close(): Promise<void>;
};

const error = (code: string, description: string, parameter?: string) => ({
  type: 'error',
  id: randomUUID(),
  code,
  description,
  ...(parameter ? { parameter } : {}),
});

/** What YooKassa checks in a create request, as far as our requests go: the first problem found. */
type TMoney = { value?: unknown; currency?: unknown };
type TCreateBody = {
  amount?: TMoney;
  confirmation?: { type?: unknown; return_url?: unknown };
  description?: string;
  metadata?: Record<string, string>;
  receipt?: {
    customer?: { email?: unknown; phone?: unknown };
    items?: { description?: unknown; quantity?: unknown; amount?: TMoney; vat_code?: unknown }[];
  };
};

function createProblem(body: TCreateBody): { description: string; parameter: string } | undefined {
  const money = (value: TMoney | undefined) =>
    typeof value?.value === 'string' && /^\d+\.\d{2}$/.test(String(value.value));
  if (!money(body.amount) || body.amount?.currency !== 'RUB') return { description: 'Bad amount', parameter: 'amount' };
  if (body.confirmation?.type !== 'redirect' || typeof body.confirmation.return_url !== 'string') {
    return { description: 'Bad confirmation', parameter: 'confirmation' };
  }
  const receipt = body.receipt;
  if (!receipt?.customer?.email && !receipt?.customer?.phone) {
    return { description: 'Receipt needs a customer email or phone', parameter: 'receipt.customer' };
  }
  if (!Array.isArray(receipt.items) || receipt.items.length === 0)
    return { description: 'No items', parameter: 'receipt.items' };
  for (const item of receipt.items) {
    if (typeof item.description !== 'string' || !item.description)
      return { description: 'No description', parameter: 'receipt.items.description' };
    if (typeof item.quantity !== 'string') return { description: 'Bad quantity', parameter: 'receipt.items.quantity' };
    if (!money(item.amount)) return { description: 'Bad item amount', parameter: 'receipt.items.amount' };
    const vat = Number(item.vat_code);
    if (!Number.isInteger(item.vat_code) || vat < 1 || vat > 12) {
      return { description: 'Bad vat_code', parameter: 'receipt.items.vat_code' };
    }
  }
  return undefined;
}

const kopecksOf = (value: string) => Math.round(Number(value) * 100);
const moneyValue = (kopecks: number) => (kopecks / 100).toFixed(2);

/** What YooKassa checks in a refund request against the payment: the first problem found. */
function refundProblem(
  body: TCreateBody & { payment_id?: unknown },
  payment: TPayment | undefined,
  refunded: number,
): { description: string; parameter: string } | undefined {
  if (typeof body.payment_id !== 'string' || !payment)
    return { description: 'Payment not found', parameter: 'payment_id' };
  const amount = body.amount;
  if (typeof amount?.value !== 'string' || !/^\d+\.\d{2}$/.test(amount.value) || amount.currency !== 'RUB') {
    return { description: 'Bad amount', parameter: 'amount' };
  }
  if (payment.status !== 'succeeded') {
    return { description: `Payment has status ${payment.status}; refund is not allowed`, parameter: 'payment_id' };
  }
  if (refunded + kopecksOf(amount.value) > kopecksOf(payment.amount.value)) {
    return { description: 'Refund amount exceeds the amount left', parameter: 'amount' };
  }
  // A refund of a payment with a receipt needs its own receipt, checked as a payment's is.
  const receiptProblem = createProblem({
    amount,
    confirmation: { type: 'redirect', return_url: '' },
    receipt: body.receipt,
  });
  return receiptProblem;
}

/**
 * A local stand-in for YooKassa API v3 that speaks its wire format: Basic
 * auth, Idempotence-Key on POST (the same key returns the same payment or
 * refund), payment objects, refund objects (never more back than was paid),
 * `{type: "error"}` bodies. It records every request so a test can read what
 * was sent, and lets the test move a payment's status.
 */
export async function startFakeYooKassa(): Promise<TFakeYooKassa> {
  const shopId = '123456';
  const secretKey = 'test_fake_secret_key_0123456789';
  const requests: TFakeRequest[] = [];
  const payments = new Map<string, TPayment>();
  const byKey = new Map<string, string>();
  const failures: { status: number; body: unknown }[] = [];
  const refunds = new Map<string, TRefund>();
  const refundsByKey = new Map<string, string>();
  const fake = { refundStatus: 'succeeded' as TRefund['status'] };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? JSON.parse(text) : undefined;
    const path = (req.url ?? '').replace(/^\/v3/, '');
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });

    const expected = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return send(res, 401, error('invalid_credentials', 'Login or password is wrong'));
    }
    const failure = failures.shift();
    if (failure) return send(res, failure.status, failure.body);

    if (req.method === 'POST' && path === '/payments') {
      const key = req.headers['idempotence-key'];
      if (typeof key !== 'string' || !key || key.length > 64) {
        return send(res, 400, error('invalid_request', 'Idempotence key is missing', 'Idempotence-Key'));
      }
      const earlier = byKey.get(key);
      if (earlier) return send(res, 200, payments.get(earlier));
      const problem = createProblem(body ?? {});
      if (problem) return send(res, 400, error('invalid_request', problem.description, problem.parameter));
      const id = `${randomUUID().slice(0, 8)}-000f-5000-8000-${randomUUID().slice(-12)}`;
      const payment: TPayment = {
        id,
        status: 'pending',
        paid: false,
        amount: body.amount,
        description: body.description,
        metadata: body.metadata ?? {},
        confirmation: {
          type: 'redirect',
          confirmation_url: `https://yoomoney.example/api-pages/v2/payment-confirm/epl?orderId=${id}`,
          return_url: body.confirmation.return_url,
        },
        created_at: new Date().toISOString(),
        recipient: { account_id: shopId, gateway_id: '1' },
        refundable: false,
        test: true,
      };
      payments.set(id, payment);
      byKey.set(key, id);
      return send(res, 200, payment);
    }
    if (req.method === 'POST' && path === '/refunds') {
      const key = req.headers['idempotence-key'];
      if (typeof key !== 'string' || !key || key.length > 64) {
        return send(res, 400, error('invalid_request', 'Idempotence key is missing', 'Idempotence-Key'));
      }
      const earlier = refundsByKey.get(key);
      if (earlier) return send(res, 200, refunds.get(earlier));
      const payment = typeof body?.payment_id === 'string' ? payments.get(body.payment_id) : undefined;
      const refunded = [...refunds.values()]
        .filter((refund) => refund.payment_id === payment?.id && refund.status !== 'canceled')
        .reduce((sum, refund) => sum + kopecksOf(refund.amount.value), 0);
      const problem = refundProblem(body ?? {}, payment, refunded);
      if (problem || !payment) {
        return send(res, 400, error('invalid_request', problem?.description ?? 'Bad request', problem?.parameter));
      }
      const refund: TRefund = {
        id: `${randomUUID().slice(0, 8)}-0015-5000-9000-${randomUUID().slice(-12)}`,
        payment_id: payment.id,
        status: fake.refundStatus,
        created_at: new Date().toISOString(),
        amount: body.amount,
        ...(body.description ? { description: body.description } : {}),
      };
      refunds.set(refund.id, refund);
      refundsByKey.set(key, refund.id);
      payment.refunded_amount = { value: moneyValue(refunded + kopecksOf(refund.amount.value)), currency: 'RUB' };
      return send(res, 200, refund);
    }
    const refundMatch = /^\/refunds\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && refundMatch) {
      const refund = refunds.get(decodeURIComponent(refundMatch[1] as string));
      return refund ? send(res, 200, refund) : send(res, 404, error('not_found', 'Refund not found'));
    }
    const match = /^\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const payment = payments.get(decodeURIComponent(match[1] as string));
      return payment ? send(res, 200, payment) : send(res, 404, error('not_found', 'Payment not found'));
    }
    return send(res, 404, error('not_found', 'Unknown path'));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, error('internal_server_error', 'Fake failed')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    apiUrl: `http://127.0.0.1:${port}/v3`,
    shopId,
    secretKey,
    requests,
    payments,
    refunds,
    get refundStatus() {
      return fake.refundStatus;
    },
    set refundStatus(status) {
      fake.refundStatus = status;
    },
    setStatus(id, status, reason) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no payment ${id}`);
      payment.status = status;
      payment.paid = status === 'succeeded' || status === 'waiting_for_capture';
      payment.refundable = status === 'succeeded';
      if (status === 'canceled')
        payment.cancellation_details = { party: 'payment_network', reason: reason ?? 'general_decline' };
    },
    failNext(status, body, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, body });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
