// The API contract check (`npm run lint:api`): Spectral's OpenAPI rules and the OWASP API Security
// Top 10 2023 rules, as published; the run fails on any error.
import owasp from '@stoplight/spectral-owasp-ruleset';
import { oas } from '@stoplight/spectral-rulesets';

export default {
  extends: [oas, owasp],
  // Two rules are off where their premise does not hold, and nowhere else.
  overrides: [
    {
      // The data-search token comes from the OAuth 2.0 client credentials grant, which has no
      // refresh token (RFC 6749 §4.4.3: a client asks for a new token with its credentials). The
      // tokens do expire (ACCESS_TOKEN_TTL_SECONDS).
      files: ['**#/components/securitySchemes/dataSearch'],
      rules: { 'owasp:api2:2023-short-lived-access-tokens': 'off' },
    },
    {
      // Patents are public records, published by CNIPA: guessing an id reveals nothing that is not
      // public, and every read is metered like any other call.
      files: ['**#/paths/~1api~1data~1patents~1%7Bid%7D'],
      rules: { 'owasp:api1:2023-no-numeric-ids': 'off' },
    },
  ],
};
