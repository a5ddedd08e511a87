import { Upload } from '@aws-sdk/lib-storage';
import { PassThrough } from 'node:stream';
import { csvCell } from '../platform/csv/csv-cell';
import { bucketOf, s3 } from '../platform/storage/s3';

/** Streams rejected rows (row number, reason, the row's values) to a CSV object in S3, created on the first row. */
export class RejectedRowsWriter {
  private stream: PassThrough | null = null;
  private upload: Upload | null = null;
  count = 0;

  private header: string[] = [];

  constructor(private readonly key: string) {}

  /** The file's header row, written under "Row" and "Reason". */
  setHeader(header: string[]): void {
    this.header = header;
  }

  /** Adds one rejected row. */
  async add(rowNumber: number, reason: string, values: string[]): Promise<void> {
    if (!this.stream) this.start();
    this.count += 1;
    const line = [String(rowNumber), reason, ...values].map(csvCell).join(',') + '\r\n';
    if (!this.stream!.write(line)) await new Promise((resolve) => this.stream!.once('drain', resolve));
  }

  private start(): void {
    this.stream = new PassThrough();
    this.upload = new Upload({
      client: s3(),
      params: {
        Bucket: bucketOf('Uploads'),
        Key: this.key,
        Body: this.stream,
        ContentType: 'text/csv; charset=utf-8',
      },
    });
    this.stream.write(['Row', 'Reason', ...this.header].map(csvCell).join(',') + '\r\n');
  }

  /** Finishes the upload; the key, or null when no row was rejected. */
  async close(): Promise<string | null> {
    if (!this.stream || !this.upload) return null;
    this.stream.end();
    await this.upload.done();
    return this.key;
  }
}
