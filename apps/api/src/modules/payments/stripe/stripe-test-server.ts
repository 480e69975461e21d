import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PAYMENT_MESSAGES } from '@fertilia/contracts';

/*
 * A local server that speaks the part of Stripe's API the Stripe adapter calls, as Stripe's test mode answers
 * it: form-encoded bodies, Stripe's JSON objects and error shapes, Idempotency-Key replays, and the test
 * payment methods (pm_card_visa succeeds, pm_card_chargeDeclined is declined, pm_card_chargeCustomerFail
 * attaches but every charge fails, pm_card_authenticationRequired asks for 3-D Secure, or is declined
 * `authentication_required` off session). Tests point the real SDK at it; nothing in the SDK is replaced.
 */

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };
type TestMethod = {
  brand: string;
  last4: string;
  attach?: CardDecline;
  charge?: CardDecline;
  threeDs?: true;
};
type CardDecline = { code: string; decline_code: string; message: string };

const declined: CardDecline = {
  code: 'card_declined',
  decline_code: 'generic_decline',
  message: PAYMENT_MESSAGES.cardDeclined,
};
const noFunds: CardDecline = {
  code: 'card_declined',
  decline_code: 'insufficient_funds',
  message: PAYMENT_MESSAGES.insufficientFunds,
};

/** Stripe's test payment methods (https://docs.stripe.com/testing), by the behaviour this server gives them. */
const TEST_METHODS: Record<string, TestMethod> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', attach: declined, charge: declined },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', attach: noFunds, charge: noFunds },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', charge: declined },
  pm_card_authenticationRequired: { brand: 'visa', last4: '3184', threeDs: true },
};

/** What the test asks of the next request to a path: a 500 before any work, or work done and the reply lost. */
export type Fault = 'server_error' | 'drop_connection';

export type StripeTestServer = {
  /** The API address, as STRIPE_API_URL takes it. */
  url: string;
  secretKey: string;
  /** Every request received, retries included, in order. */
  requests: { method: string; path: string; idempotencyKey: string | null; replayed: boolean }[];
  customers: Map<string, Json>;
  paymentMethods: Map<string, Json>;
  intents: Map<string, Json>;
  refunds: Map<string, Json>;
  transfers: Map<string, Json>;
  /** Fails the next request to `method path` that way (once). */
  failNext(method: string, path: string, fault: Fault): void;
  /** A connected account that finished Stripe's onboarding, as the Connect flow would leave it. */
  addConnectedAccount(): string;
  /** A payment method as Stripe's card form makes it in the browser, from a test payment method's card. */
  createPaymentMethod(testId: keyof typeof TEST_METHODS): string;
  close(): Promise<void>;
};

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** Stripe's form encoding (`metadata[a]=b`, `payment_method_types[0]=card`) back to nested values. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

const error = (status: number, fields: Json): Answer => ({ status, body: { error: fields } });
/** An unknown id: 404 when it is the URL's resource, 400 when a parameter names it (as Stripe answers). */
const missing = (what: string, id: string, param?: string): Answer =>
  error(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${what}: '${id}'`,
    ...(param && { param }),
  });
const invalid = (message: string, param?: string, code?: string): Answer =>
  error(400, { type: 'invalid_request_error', message, ...(param && { param }), ...(code && { code }) });

export async function startStripeTestServer(
  secretKey = `sk_test_${randomBytes(8).toString('hex')}`,
): Promise<StripeTestServer> {
  const customers = new Map<string, Json>();
  const paymentMethods = new Map<string, Json>();
  const intents = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const transfers = new Map<string, Json>();
  const accounts = new Set<string>();
  const faults: { route: string; fault: Fault }[] = [];
  /** Idempotency-Key → the request it was first used with and Stripe's stored answer. */
  const stored = new Map<string, { route: string; paramsHash: string; answer: Answer }>();
  const requests: StripeTestServer['requests'] = [];
  let baseUrl = '';

  const methodObject = (id: string, test: TestMethod, customer: string | null): Json => ({
    id,
    object: 'payment_method',
    type: 'card',
    card: { brand: test.brand, last4: test.last4, exp_month: 12, exp_year: 2034 },
    customer,
    livemode: false,
  });
  const testOf = (pm: Json) => TEST_METHODS[(pm.test_id as string) ?? ''];
  /** A test id (shared by everyone, as in Stripe's test mode) or a payment method this server made. */
  const lookupMethod = (id: string): { pm: Json; test: TestMethod } | null => {
    const magic = TEST_METHODS[id];
    if (magic) return { pm: methodObject(id, magic, null), test: magic };
    const pm = paymentMethods.get(id);
    return pm ? { pm: publicMethod(pm), test: testOf(pm)! } : null;
  };
  const publicMethod = (pm: Json): Json => {
    const { test_id: _hidden, ...rest } = pm;
    return rest;
  };

  function createIntent(p: Json): Answer {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 1)
      return invalid('This value must be greater than or equal to 1.', 'amount');
    const currency = String(p.currency ?? '');
    if (!/^[a-z]{3}$/.test(currency)) return invalid(`Invalid currency: ${currency}.`, 'currency');
    const pmId = String(p.payment_method ?? '');
    const found = lookupMethod(pmId);
    if (!found) return missing('PaymentMethod', pmId, 'payment_method');
    const customer = (p.customer as string | undefined) ?? null;
    if (customer && !customers.has(customer)) return missing('customer', customer, 'customer');
    if (found.pm.customer && found.pm.customer !== customer)
      return invalid(
        'The provided PaymentMethod was previously attached to a different Customer.',
        'payment_method',
      );
    const offSession = p.off_session === 'true';
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency,
      customer,
      payment_method: pmId,
      payment_method_types: (p.allowed_payment_method_types as string[] | undefined) ?? ['card'],
      capture_method: 'automatic',
      metadata: (p.metadata as Json) ?? {},
      status: 'requires_confirmation',
      next_action: null,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
    };
    intent.client_secret = `${intent.id as string}_secret_${randomBytes(8).toString('hex')}`;
    intents.set(intent.id as string, intent);
    if (p.confirm !== 'true') return { status: 200, body: intent };
    const decline =
      found.test.charge ??
      (found.test.threeDs && offSession
        ? {
            code: 'authentication_required',
            decline_code: 'authentication_required',
            message: PAYMENT_MESSAGES.authenticationRequired,
          }
        : undefined);
    if (decline) {
      const lastError = { type: 'card_error', ...decline, payment_method: found.pm };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: lastError });
      return error(402, { ...lastError, payment_intent: intent });
    }
    if (found.test.threeDs) {
      const returnUrl = p.return_url as string | undefined;
      Object.assign(intent, {
        status: 'requires_action',
        // Without a return_url Stripe leaves the step to Stripe.js; with one it answers a page to redirect to.
        next_action: returnUrl
          ? {
              type: 'redirect_to_url',
              redirect_to_url: {
                url: `${baseUrl}/3d_secure_2/hosted/${intent.id as string}`,
                return_url: returnUrl,
              },
            }
          : { type: 'use_stripe_sdk', use_stripe_sdk: {} },
      });
      return { status: 200, body: intent };
    }
    Object.assign(intent, { status: 'succeeded', amount_received: amount, latest_charge: newId('ch') });
    return { status: 200, body: intent };
  }

  function attach(id: string, p: Json): Answer {
    const customer = String(p.customer ?? '');
    if (!customers.has(customer)) return missing('customer', customer, 'customer');
    const magic = TEST_METHODS[id];
    if (magic) {
      if (magic.attach) return error(402, { type: 'card_error', ...magic.attach });
      // A test id stays shared: attaching it makes her a new payment method from its card, as Stripe does.
      const pmId = newId('pm');
      const pm: Json = { ...methodObject(pmId, magic, customer), test_id: id };
      paymentMethods.set(pmId, pm);
      return { status: 200, body: publicMethod(pm) };
    }
    const pm = paymentMethods.get(id);
    if (!pm) return missing('PaymentMethod', id);
    if (pm.customer && pm.customer !== customer)
      return invalid(
        'The payment method you provided has already been attached to a customer.',
        undefined,
        'payment_method_unexpected_state',
      );
    const attachDecline = testOf(pm)!.attach;
    if (attachDecline) return error(402, { type: 'card_error', ...attachDecline });
    pm.customer = customer;
    return { status: 200, body: publicMethod(pm) };
  }

  function refund(p: Json): Answer {
    const id = String(p.payment_intent ?? '');
    const intent = intents.get(id);
    if (!intent) return missing('payment_intent', id, 'payment_intent');
    if (intent.status !== 'succeeded')
      return invalid(
        `This PaymentIntent (${id}) does not have a successful charge to refund.`,
        'payment_intent',
        'charge_not_refundable',
      );
    const already = [...refunds.values()]
      .filter((r) => r.payment_intent === id)
      .reduce((sum, r) => sum + (r.amount as number), 0);
    const left = (intent.amount as number) - already;
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (!Number.isInteger(amount) || amount < 1 || amount > left)
      return invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        'amount',
        'amount_too_large',
      );
    const row: Json = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: intent.currency,
      payment_intent: id,
      charge: intent.latest_charge,
      status: 'succeeded',
      metadata: (p.metadata as Json) ?? {},
    };
    refunds.set(row.id as string, row);
    return { status: 200, body: row };
  }

  function transfer(p: Json): Answer {
    const destination = String(p.destination ?? '');
    if (!accounts.has(destination))
      return error(400, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        param: 'destination',
        message: `No such destination: '${destination}'`,
      });
    const row: Json = {
      id: newId('tr'),
      object: 'transfer',
      amount: Number(p.amount),
      currency: p.currency,
      destination,
      reversed: false,
      metadata: (p.metadata as Json) ?? {},
      livemode: false,
    };
    transfers.set(row.id as string, row);
    return { status: 200, body: row };
  }

  function answer(method: string, path: string, p: Json): Answer {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/customers') {
      const customer: Json = {
        id: newId('cus'),
        object: 'customer',
        email: p.email ?? null,
        metadata: (p.metadata as Json) ?? {},
      };
      customers.set(customer.id as string, customer);
      return { status: 200, body: customer };
    }
    if (method === 'GET' && (m = /^\/v1\/payment_methods\/([^/]+)$/.exec(path))) {
      const found = lookupMethod(m[1]!);
      return found ? { status: 200, body: found.pm } : missing('PaymentMethod', m[1]!);
    }
    if (method === 'POST' && (m = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(path)))
      return attach(m[1]!, p);
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(p);
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path))) {
      const intent = intents.get(m[1]!);
      return intent ? { status: 200, body: intent } : missing('payment_intent', m[1]!);
    }
    if (method === 'POST' && path === '/v1/refunds') return refund(p);
    if (method === 'POST' && path === '/v1/transfers') return transfer(p);
    return error(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  const reply = (res: ServerResponse, a: Answer, replayed = false) => {
    res.writeHead(a.status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      ...(replayed && { 'idempotent-replayed': 'true' }),
    });
    res.end(JSON.stringify(a.body));
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    const route = `${method} ${path}`;
    const key = method === 'POST' ? ((req.headers['idempotency-key'] as string | undefined) ?? null) : null;
    const earlier = key ? stored.get(key) : undefined;
    requests.push({ method, path, idempotencyKey: key, replayed: earlier !== undefined });

    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return reply(res, {
        status: 401,
        body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
      });
    const paramsHash = createHash('sha256').update(text).digest('hex');
    if (earlier) {
      if (earlier.route !== route || earlier.paramsHash !== paramsHash)
        return reply(
          res,
          error(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
          }),
        );
      return reply(res, earlier.answer, true);
    }
    const faultAt = faults.findIndex((f) => f.route === route);
    const fault = faultAt >= 0 ? faults.splice(faultAt, 1)[0]!.fault : null;
    // A 500 before any work is done is not kept against the key: the retry runs the request afresh.
    if (fault === 'server_error')
      return reply(res, error(500, { type: 'api_error', message: 'An unknown error occurred' }));
    const result = answer(method, path, parseForm(text));
    if (key) stored.set(key, { route, paramsHash, answer: result });
    // The work is done and kept against the key, but the reply never reaches the client.
    if (fault === 'drop_connection') return req.socket.destroy();
    reply(res, result);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { type: 'api_error', message: String(e) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secretKey,
    requests,
    customers,
    paymentMethods,
    intents,
    refunds,
    transfers,
    failNext: (method, path, fault) => faults.push({ route: `${method} ${path}`, fault }),
    addConnectedAccount: () => {
      const id = newId('acct');
      accounts.add(id);
      return id;
    },
    createPaymentMethod: (testId) => {
      const test = TEST_METHODS[testId]!;
      const pmId = newId('pm');
      paymentMethods.set(pmId, { ...methodObject(pmId, test, null), test_id: testId });
      return pmId;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
