import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A throwaway certificate for localhost (openssl), so a local server can speak HTTPS and with it
 * HTTP/2. Only for measuring: browsers must be told to accept it (--ignore-certificate-errors).
 */
export function selfSignedCert(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'shop-cert-'));
  const key = join(dir, 'key.pem');
  const cert = join(dir, 'cert.pem');
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=localhost',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(key, 'utf8'), cert: readFileSync(cert, 'utf8') };
  } catch (error) {
    throw new Error(
      `openssl could not make a certificate for HTTPS (install openssl, or pass --http1): ${String(error)}`,
    );
  } finally {
    // The key only lives in the server's memory: nothing stays behind in the temp folder.
    rmSync(dir, { recursive: true, force: true });
  }
}
