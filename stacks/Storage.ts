import { Duration } from "aws-cdk-lib";
import { PolicyStatement, ServicePrincipal } from "aws-cdk-lib/aws-iam";
import { BlockPublicAccess, BucketEncryption, ObjectOwnership } from "aws-cdk-lib/aws-s3";
import { IMAGES_PREFIX } from "../packages/core/src/images/schema";
import { Bucket, StackContext } from "sst/constructs";
import { siteDomain } from "./domain";
import { filesBucketCors } from "./files-bucket-cors";
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
  /** The back office's images (`admin.images.upload`), public through CloudFront at `/images/*`. */
  adminImagesPrefix: IMAGES_PREFIX,
  /** Days an abandoned upload is kept before S3 deletes it. */
  pendingUploadDays: 7,
} as const;

/**
 * Private S3 bucket for customers' print files and administrators' images.
 *
 * Nothing is public but the back office's images: the API hands out presigned URLs, so CORS only
 * has to let the site's own origin PUT and GET with them; CloudFront may read `images/*` (the
 * distribution's `/images/*` behaviour, see `imagesReadByCloudFront`). The site's CloudFront domain is known only once the Web stack
 * exists, and Web depends on Api, which depends on this bucket, so naming it here would be a
 * cycle: without SITE_DOMAIN the rule allows `https://*.cloudfront.net` (a presigned URL, not
 * CORS, is what authorises an upload); with SITE_DOMAIN only that origin is allowed.
 */
export function Storage({ stack, app }: StackContext) {
  const settings = stageSettings(app.stage);
  const domain = siteDomain();
  const cors = filesBucketCors(domain ? [`https://${domain.name}`] : ["https://*.cloudfront.net"]);

  const bucket = new Bucket(stack, "Files", {
    cors: [
      {
        allowedOrigins: [...cors.allowedOrigins],
        allowedMethods: [...cors.allowedMethods],
        allowedHeaders: cors.allowedHeaders,
        exposedHeaders: cors.exposedHeaders,
        maxAge: `${cors.maxAgeSeconds} seconds`,
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

  bucket.cdk.bucket.addToResourcePolicy(
    imagesReadByCloudFront(bucket.cdk.bucket.bucketArn, stack.account, stack.partition),
  );

  stack.addOutputs({ FilesBucketName: bucket.bucketName });
  return { bucket };
}

/**
 * Lets CloudFront (origin access control) read the images, and nothing else of the bucket. The
 * statement names the account's distributions rather than the one distribution: that lives in
 * the Web stack, which depends on this one (Web → Api → Storage), so naming its ARN here would be a
 * cycle between the stacks (CDK's own OAC key policies use the same wildcard for the same reason).
 * What it opens is public content anyway; print files and pending uploads stay private.
 */
export function imagesReadByCloudFront(bucketArn: string, account: string, partition: string) {
  return new PolicyStatement({
    sid: "CloudFrontReadsAdminImages",
    principals: [new ServicePrincipal("cloudfront.amazonaws.com")],
    actions: ["s3:GetObject"],
    resources: [`${bucketArn}/${storageLayout.adminImagesPrefix}*`],
    conditions: {
      StringEquals: { "AWS:SourceAccount": account },
      ArnLike: { "AWS:SourceArn": `arn:${partition}:cloudfront::${account}:distribution/*` },
    },
  });
}
