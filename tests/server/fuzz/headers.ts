import fc from 'fast-check'
import { readToken } from './site'

// Headers for the HTTP fuzz run: content types right and wrong, origins, encodings, tokens,
// ranges and lengths that lie.

export const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json-patch+json',
  'application/jsonx',
  'application/json;;;',
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=abc',
  'multipart/form-data; boundary="unterminated',
  `multipart/form-data; boundary=${'b'.repeat(300)}`,
  'multipart/mixed; boundary=abc',
  '*/*',
  ';',
  '',
]

export const headers = fc.record(
  {
    'content-type': fc.oneof(
      fc.constantFrom(...contentTypes),
      fc.string({ unit: 'grapheme-ascii', maxLength: 30 }),
    ),
    // Mostly the site's own origin, so that most writes get through to their handlers.
    origin: fc.oneof(
      { weight: 3, arbitrary: fc.constant('http://localhost:5173') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'http://localhost',
          'https://evil.example',
          'null',
          'not a url',
          '',
        ),
      },
    ),
    'accept-encoding': fc.constantFrom(
      'gzip',
      'br',
      'deflate',
      'gzip, br',
      'identity;q=0',
      '*',
      'x',
    ),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', '', 'image/*;q=bad'),
    authorization: fc.constantFrom(
      `Bearer ${readToken}`,
      `bearer   ${readToken}  `,
      'Bearer',
      'Bearer wrong',
      `Bearer ${'x'.repeat(5000)}`,
      'Basic dXNlcjpwYXNz',
      '',
    ),
    range: fc.constantFrom('bytes=0-1', 'bytes=abc', 'bytes=100000-', 'bytes=-0', 'bytes=1-0', ''),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"', ''),
    'if-modified-since': fc.constantFrom('Thu, 01 Jan 1970 00:00:00 GMT', 'yesterday', ''),
    'access-control-request-method': fc.constantFrom('POST', 'DELETE', 'FOO'),
    'x-test-client': fc.constantFrom('a', 'b', 'c'),
    'transfer-encoding': fc.constantFrom('chunked', 'gzip', 'identity'),
    // A lie where the in-process API lets one be told: the body limit trusts it.
    'content-length': fc.constantFrom('0', '1', '-1', 'abc', '99999999999999999999'),
  },
  { requiredKeys: [] },
)
