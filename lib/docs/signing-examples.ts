// The copy-paste signing examples of the signing guide (/docs/signing): the same signed request in curl (with the
// openssl CLI), Node.js, Python (standard library and the openssl CLI) and Java. Each reads tpp.cert.pem and
// tpp.key.pem (the portal's downloads) from the working directory and BASE_URL from the environment, sends
// GET /v1/sandbox/customers and prints the HTTP status and the body. The e2e tests run them against the server.

/** One example: the language, a file name to save it under, how to run it and the source. */
export interface SigningExample {
  id: 'curl' | 'node' | 'python' | 'java';
  label: string;
  file: string;
  run: string;
  source: string;
}

const curl = String.raw`#!/usr/bin/env bash
# Signs and sends one request with your portal certificate (tpp.cert.pem) and key (tpp.key.pem).
set -euo pipefail
BASE_URL="${'$'}{BASE_URL:-http://localhost:3000}"
METHOD=GET
REQUEST_PATH=/v1/sandbox/customers
BODY=''   # a JSON body for POST and PUT, e.g. BODY='{"contactEmail":"openbanking@acme.example"}'

DATE=$(LC_ALL=C date -u '+%a, %d %b %Y %H:%M:%S GMT')
REQUEST_ID=$(cat /proc/sys/kernel/random/uuid 2>/dev/null || uuidgen | tr 'A-Z' 'a-z')
DIGEST="SHA-256=$(printf '%s' "$BODY" | openssl dgst -sha256 -binary | openssl base64 -A)"
SERIAL=$(openssl x509 -in tpp.cert.pem -noout -serial | cut -d= -f2)
ISSUER=$(openssl x509 -in tpp.cert.pem -noout -issuer -nameopt RFC2253 | sed 's/^issuer= *//')
CERTIFICATE=$(openssl x509 -in tpp.cert.pem -outform DER | openssl base64 -A)

# The signing string: one "name: value" line per signed header, in the order of headers="...".
SIGNING_STRING=$(printf 'date: %s\ndigest: %s\nx-request-id: %s' "$DATE" "$DIGEST" "$REQUEST_ID")
SIGNATURE=$(printf '%s' "$SIGNING_STRING" | openssl dgst -sha256 -sign tpp.key.pem | openssl base64 -A)

curl -sS -X "$METHOD" "$BASE_URL$REQUEST_PATH" \
  -H "Date: $DATE" \
  -H "Digest: $DIGEST" \
  -H "X-Request-ID: $REQUEST_ID" \
  -H "TPP-Signature-Certificate: $CERTIFICATE" \
  -H "Signature: keyId=\"SN=$SERIAL,CA=$ISSUER\",algorithm=\"rsa-sha256\",headers=\"date digest x-request-id\",signature=\"$SIGNATURE\"" \
  ${'$'}{BODY:+-H "Content-Type: application/json" --data-binary "$BODY"} \
  -w '\nHTTP %{http_code}\n'
`;

const node = String.raw`// sign-request.mjs: signs and sends one request with your portal certificate and key (Node.js 20+, no packages).
import { createHash, createSign, randomUUID, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const method = 'GET';
const path = '/v1/sandbox/customers';
const body = ''; // a JSON body for POST and PUT, e.g. JSON.stringify({ contactEmail: 'openbanking@acme.example' })

const certPem = readFileSync('tpp.cert.pem', 'utf8');
const keyPem = readFileSync('tpp.key.pem', 'utf8');
const cert = new X509Certificate(certPem);
// keyId: the serial in hex and the issuer DN (RFC 2253: most specific attribute first, commas escaped).
const issuer = cert.issuer.split('\n').reverse().map((rdn) => rdn.replace(/([,+"\\<>;])/g, '\\$1')).join(',');
const keyId = 'SN=' + cert.serialNumber + ',CA=' + issuer;

const headers = {
  'Date': new Date().toUTCString(),
  'Digest': 'SHA-256=' + createHash('sha256').update(body).digest('base64'),
  'X-Request-ID': randomUUID(),
  'TPP-Signature-Certificate': cert.raw.toString('base64'),
};
// The signing string: one "name: value" line per signed header, in the order of headers="...".
const signingString = ['date: ' + headers['Date'], 'digest: ' + headers['Digest'], 'x-request-id: ' + headers['X-Request-ID']].join('\n');
const signature = createSign('sha256').update(signingString).sign(keyPem, 'base64');
headers['Signature'] = 'keyId="' + keyId + '",algorithm="rsa-sha256",headers="date digest x-request-id",signature="' + signature + '"';
if (body) headers['Content-Type'] = 'application/json';

const res = await fetch(BASE_URL + path, { method, headers, body: body || undefined });
console.log(await res.text());
console.log('HTTP ' + res.status);
`;

const python = String.raw`# sign_request.py: signs and sends one request with your portal certificate and key.
# Python 3 standard library plus the openssl command line tool (for the RSA signature and the certificate fields).
import base64, hashlib, os, subprocess, urllib.error, urllib.request, uuid
from email.utils import formatdate

BASE_URL = os.environ.get("BASE_URL", "http://localhost:3000")
METHOD = "GET"
PATH = "/v1/sandbox/customers"
BODY = b""  # a JSON body for POST and PUT, e.g. b'{"contactEmail":"openbanking@acme.example"}'


def openssl(*args, data=None):
    return subprocess.run(["openssl", *args], input=data, capture_output=True, check=True).stdout


serial = openssl("x509", "-in", "tpp.cert.pem", "-noout", "-serial").decode().strip().split("=", 1)[1]
issuer = openssl("x509", "-in", "tpp.cert.pem", "-noout", "-issuer", "-nameopt", "RFC2253").decode().strip().split("=", 1)[1].strip()
certificate = base64.b64encode(openssl("x509", "-in", "tpp.cert.pem", "-outform", "DER")).decode()

headers = {
    "Date": formatdate(usegmt=True),
    "Digest": "SHA-256=" + base64.b64encode(hashlib.sha256(BODY).digest()).decode(),
    "X-Request-ID": str(uuid.uuid4()),
    "TPP-Signature-Certificate": certificate,
}
# The signing string: one "name: value" line per signed header, in the order of headers="...".
signing_string = "\n".join(["date: " + headers["Date"], "digest: " + headers["Digest"], "x-request-id: " + headers["X-Request-ID"]])
signature = base64.b64encode(openssl("dgst", "-sha256", "-sign", "tpp.key.pem", data=signing_string.encode())).decode()
headers["Signature"] = f'keyId="SN={serial},CA={issuer}",algorithm="rsa-sha256",headers="date digest x-request-id",signature="{signature}"'
if BODY:
    headers["Content-Type"] = "application/json"

request = urllib.request.Request(BASE_URL + PATH, data=BODY or None, headers=headers, method=METHOD)
try:
    with urllib.request.urlopen(request) as response:
        print(response.read().decode())
        print("HTTP", response.status)
except urllib.error.HTTPError as error:
    print(error.read().decode())
    print("HTTP", error.code)
`;

const java = String.raw`// SignRequest.java: signs and sends one request with your portal certificate and key (Java 17+, no libraries).
// Run: java SignRequest.java
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyFactory;
import java.security.MessageDigest;
import java.security.PrivateKey;
import java.security.Signature;
import java.security.cert.CertificateFactory;
import java.security.cert.X509Certificate;
import java.security.spec.PKCS8EncodedKeySpec;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.Locale;
import java.util.UUID;
import javax.security.auth.x500.X500Principal;

public class SignRequest {
  public static void main(String[] args) throws Exception {
    String baseUrl = System.getenv().getOrDefault("BASE_URL", "http://localhost:3000");
    String method = "GET";
    String path = "/v1/sandbox/customers";
    String body = ""; // a JSON body for POST and PUT

    X509Certificate cert;
    try (var in = Files.newInputStream(Path.of("tpp.cert.pem"))) {
      cert = (X509Certificate) CertificateFactory.getInstance("X.509").generateCertificate(in);
    }
    String keyPem = Files.readString(Path.of("tpp.key.pem")).replaceAll("-----[A-Z ]+-----", "").replaceAll("\\s", "");
    PrivateKey key = KeyFactory.getInstance("RSA").generatePrivate(new PKCS8EncodedKeySpec(Base64.getDecoder().decode(keyPem)));
    String keyId = "SN=" + cert.getSerialNumber().toString(16).toUpperCase() + ",CA=" + cert.getIssuerX500Principal().getName(X500Principal.RFC2253);

    // RFC 7231 date with a two-digit day (RFC_1123_DATE_TIME writes "Tue, 1 Dec", which the server refuses).
    String date = DateTimeFormatter.ofPattern("EEE, dd MMM yyyy HH:mm:ss 'GMT'", Locale.US).format(ZonedDateTime.now(ZoneOffset.UTC));
    String digest = "SHA-256=" + Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-256").digest(body.getBytes(StandardCharsets.UTF_8)));
    String requestId = UUID.randomUUID().toString();
    // The signing string: one "name: value" line per signed header, in the order of headers="...".
    String signingString = "date: " + date + "\ndigest: " + digest + "\nx-request-id: " + requestId;
    Signature signer = Signature.getInstance("SHA256withRSA");
    signer.initSign(key);
    signer.update(signingString.getBytes(StandardCharsets.UTF_8));
    String signature = Base64.getEncoder().encodeToString(signer.sign());

    HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(baseUrl + path))
        .header("Date", date)
        .header("Digest", digest)
        .header("X-Request-ID", requestId)
        .header("TPP-Signature-Certificate", Base64.getEncoder().encodeToString(cert.getEncoded()))
        .header("Signature", "keyId=\"" + keyId + "\",algorithm=\"rsa-sha256\",headers=\"date digest x-request-id\",signature=\"" + signature + "\"");
    if (body.isEmpty()) request.method(method, HttpRequest.BodyPublishers.noBody());
    else request.header("Content-Type", "application/json").method(method, HttpRequest.BodyPublishers.ofString(body));
    HttpResponse<String> response = HttpClient.newHttpClient().send(request.build(), HttpResponse.BodyHandlers.ofString());
    System.out.println(response.body());
    System.out.println("HTTP " + response.statusCode());
  }
}
`;

/** The examples, in the order the guide shows them. */
export const SIGNING_EXAMPLES: readonly SigningExample[] = [
  { id: 'curl', label: 'curl', file: 'sign-request.sh', run: 'bash sign-request.sh', source: curl },
  { id: 'node', label: 'Node.js', file: 'sign-request.mjs', run: 'node sign-request.mjs', source: node },
  { id: 'python', label: 'Python', file: 'sign_request.py', run: 'python3 sign_request.py', source: python },
  { id: 'java', label: 'Java', file: 'SignRequest.java', run: 'java SignRequest.java', source: java },
];
