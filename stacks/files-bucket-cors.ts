/**
 * The file bucket's CORS rule (CDK-free): stacks/Storage.ts sets it on the bucket, the local S3
 * of the deployed-shape runner applies it. The browser PUTs print files to the bucket and reads
 * them back through presigned URLs; the presigned URL, not CORS, is what authorises a request.
 */
export const filesBucketCors = (allowedOrigins: readonly string[]) => ({
  allowedOrigins,
  allowedMethods: ["PUT", "GET", "HEAD"] as const,
  allowedHeaders: ["content-type", "content-md5", "x-amz-*"],
  exposedHeaders: ["ETag"],
  maxAgeSeconds: 3600,
});
