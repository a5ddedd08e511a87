import { Upload } from '@aws-sdk/lib-storage';
import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { csvCell } from '../platform/csv/csv-cell';
import { bucketOf, s3 } from '../platform/storage/s3';

/**
 * Streams rejected rows (row number, reason, the row's values) to a CSV object in S3, created on the first
 * row. The multipart upload starts consuming the stream as soon as it is created (lib-storage reads the
 * body only once `done()` is called: waiting for 'drain' before that waits forever once the rows fill the
 * stream's buffer), and a failed upload ends the wait with its error instead of leaving it hanging.
 * Memory stays bounded by the upload's part buffers (5 MB parts, 4 at a time).
 */
export class RejectedRowsWriter {
  private stream: PassThrough | null = null;
  private upload: Upload | null = null;
  private uploaded: Promise<unknown> | null = null;
  count = 0;

  private header: string[] = [];

  constructor(private readonly key: string) {}

  /** The file's header row, written under "Row" and "Reason". */
  setHeader(header: string[]): void {
    this.header = header;
  }

  /** Adds one rejected row; waits while the upload is behind. */
  async add(rowNumber: number, reason: string, values: string[]): Promise<void> {
    const stream = this.stream ?? this.start();
    this.count += 1;
    const line = [String(rowNumber), reason, ...values].map(csvCell).join(',') + '\r\n';
    if (!stream.write(line)) await Promise.race([once(stream, 'drain'), this.uploaded]);
  }

  private start(): PassThrough {
    const stream = new PassThrough();
    this.stream = stream;
    this.upload = new Upload({
      client: s3(),
      params: {
        Bucket: bucketOf('Uploads'),
        Key: this.key,
        Body: stream,
        ContentType: 'text/csv; charset=utf-8',
      },
    });
    this.uploaded = this.upload.done();
    // Observed by add() and close(); never an unhandled rejection in between.
    this.uploaded.catch(() => undefined);
    stream.write(['Row', 'Reason', ...this.header].map(csvCell).join(',') + '\r\n');
    return stream;
  }

  /** Finishes the upload; the key, or null when no row was rejected. */
  async close(): Promise<string | null> {
    if (!this.stream || !this.uploaded) return null;
    this.stream.end();
    await this.uploaded;
    return this.key;
  }

  /** Abandons the upload (the import failed). */
  async abort(): Promise<void> {
    if (!this.upload) return;
    this.stream?.destroy();
    await this.upload.abort().catch(() => undefined);
  }
}
