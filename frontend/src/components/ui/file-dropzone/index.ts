export * from './file-dropzone';
