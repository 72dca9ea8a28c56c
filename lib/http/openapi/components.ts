import { appTokenSecurityScheme } from './app';

export const components = {
  securitySchemes: {
    session: { type: 'apiKey', in: 'cookie', name: 'session', description: '`__Host-session` when the site is served over HTTPS.' },
    appToken: appTokenSecurityScheme,
  },
  schemas: {
    User: {
      type: 'object',
      description: 'spec 3 "User".',
      properties: {
        id: { type: 'integer' },
        email: { type: 'string', format: 'email' },
        is_partner: { type: 'boolean' },
        is_auto_password: { type: 'boolean' },
        is_oauth_connected: { type: 'boolean' },
      },
      required: ['id', 'email', 'is_partner', 'is_auto_password', 'is_oauth_connected'],
    },
    OAuthConnection: {
      type: 'object',
      properties: {
        id: { type: 'integer' },
        provider_id: { type: 'integer', enum: [1, 2, 3, 4], description: '1 google, 2 facebook, 3 discord, 4 steam' },
        provider: { type: 'string', enum: ['google', 'facebook', 'discord', 'steam'] },
        email: { type: ['string', 'null'] },
        created_at: { type: 'string', format: 'date-time' },
      },
    },
    Message: { type: 'object', properties: { message: { type: 'string' } }, required: ['message'] },
    Success: { type: 'object', properties: { success: { const: true } } },
    Refusal: {
      type: 'object',
      description:
        "Either `error_code` (spec 8: 1-10) with its message, or `errors`, one per invalid field (`code` 'controlCharacters' for a field with control characters).",
      properties: {
        message: { type: 'string' },
        error_code: { type: 'integer', minimum: 1, maximum: 10 },
        errors: {
          type: 'array',
          items: { type: 'object', properties: { field: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } } },
        },
      },
      required: ['message'],
    },
    OrderSummary: {
      type: 'object',
      description: 'spec 3 "Payment order: date, email, amount, method, status, invoice, client, refunded".',
      properties: {
        id: { type: 'integer' },
        date: { type: 'string', format: 'date-time' },
        email: { type: 'string', format: 'email' },
        amount: { type: 'string', description: "The total as the shop prints it ('$29.99')." },
        amountMinor: { type: 'integer' },
        currency: { type: 'string' },
        method: { type: 'string' },
        status: { type: 'string', enum: ['pending', 'paid', 'failed', 'cancelled', 'refunded'] },
        invoice: { type: ['integer', 'null'] },
        client: { type: 'string', format: 'email' },
        refunded: { type: 'boolean' },
        plan: { type: 'object', properties: { kind: { type: 'string' }, periodMonths: { type: 'integer' }, pcNum: { type: 'integer' } } },
      },
      required: ['id', 'date', 'email', 'amount', 'method', 'status', 'invoice', 'client', 'refunded'],
    },
    Currency: {
      type: 'object',
      properties: { abbreviation: { type: 'string' }, sign: { type: 'string' }, sign_before_value: { type: 'boolean' } },
    },
    SeoEntry: {
      type: 'object',
      properties: { url: { type: 'string' }, title: { type: 'string' }, description: { type: 'string' }, keywords: { type: 'string' } },
    },
  },
};
