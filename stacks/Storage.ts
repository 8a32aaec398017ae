import { Duration } from "aws-cdk-lib";
import { BlockPublicAccess, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { Bucket, StackContext } from "sst/constructs";
import { siteDomain } from "./domain";
import { stageSettings } from "./stage";

/**
 * Where objects live in the file bucket. The browser uploads with a presigned PUT into
 * `pendingUploads`; the API moves (copies) a file into `printFiles` or `adminImages` when the order
 * or the content that uses it is saved. Whatever stays in `pendingUploads` was abandoned and
 * expires on its own.
 */
export const storageLayout = {
  pendingUploadsPrefix: "uploads/pending/",
  printFilesPrefix: "print-files/",
  adminImagesPrefix: "admin-images/",
  /** Days an abandoned upload is kept before S3 deletes it. */
  pendingUploadDays: 7,
} as const;

/**
 * Private S3 bucket for customers' print files and administrators' images.
 *
 * Nothing is public: the API hands out presigned URLs, so CORS only has to let the site's
 * own origin PUT and GET with them. The site's CloudFront domain is known only once the Web stack
 * exists, and Web depends on Api, which depends on this bucket, so naming it here would be a
 * cycle: without SITE_DOMAIN the rule allows `https://*.cloudfront.net` (a presigned URL, not
 * CORS, is what authorises an upload); with SITE_DOMAIN only that origin is allowed.
 */
export function Storage({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const domain = siteDomain();

  const bucket = new Bucket(stack, "Files", {
    cors: [
      {
        allowedOrigins: domain ? [`https://${domain.name}`] : ["https://*.cloudfront.net"],
        allowedMethods: ["PUT", "GET", "HEAD"],
        allowedHeaders: ["content-type", "content-md5", "x-amz-*"],
        exposedHeaders: ["ETag"],
        maxAge: "1 hour",
      },
    ],
    cdk: {
      bucket: {
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
        encryption: BucketEncryption.S3_MANAGED,
        enforceSSL: true,
        removalPolicy: settings.removalPolicy,
        // A preview's bucket must be emptied before CloudFormation can delete it.
        autoDeleteObjects: !settings.isProduction,
        versioned: settings.isProduction,
        lifecycleRules: [
          {
            id: "expire-abandoned-uploads",
            prefix: storageLayout.pendingUploadsPrefix,
            expiration: Duration.days(storageLayout.pendingUploadDays),
          },
          {
            id: "abort-incomplete-multipart-uploads",
            abortIncompleteMultipartUploadAfter: Duration.days(1),
          },
          ...(settings.isProduction
            ? [
                {
                  // Versioning guards against an overwrite or delete by mistake; old versions
                  // need not be paid for forever.
                  id: "expire-old-versions",
                  noncurrentVersionExpiration: Duration.days(30),
                },
              ]
            : []),
        ],
      },
    },
  });

  stack.addOutputs({ FilesBucketName: bucket.bucketName });
  return { bucket };
}
