/** A multipart/form-data body with one `file` part, as a browser sends an upload (R4 and R5 drills). */
export function multipartFile(name: string, bytes: Buffer): { payload: Buffer; contentType: string } {
  const boundary = `----cityipdrill${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}
