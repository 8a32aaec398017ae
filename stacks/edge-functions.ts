import { Construct } from "constructs";
import { Function as CfFunction, FunctionCode, FunctionRuntime } from "aws-cdk-lib/aws-cloudfront";
import { viewerFunctionCode } from "./edge-function-code";

/** CloudFront Functions of the shop's distribution: their source is stacks/edge-function-code.ts. */
export {
  adminRouterCode,
  apiForwardedHostCode,
  originIds,
  shopSpaFallbackCode,
  VIEWER_IP_HEADER,
  viewerFunctionCode,
} from "./edge-function-code";

export function createEdgeFunctions(scope: Construct) {
  return {
    shopSpaFallback: new CfFunction(scope, "ShopSpaFallback", {
      code: FunctionCode.fromInline(viewerFunctionCode.shopSpaFallback),
      runtime: FunctionRuntime.JS_2_0,
      comment: "Shop SPA: extensionless paths get /index.html",
    }),
    apiForwardedHost: new CfFunction(scope, "ApiForwardedHost", {
      code: FunctionCode.fromInline(viewerFunctionCode.apiForwardedHost),
      runtime: FunctionRuntime.JS_2_0,
      comment: "API: the viewer's Host as x-forwarded-host and IP as x-viewer-ip",
    }),
    adminRouter: new CfFunction(scope, "AdminRouter", {
      code: FunctionCode.fromInline(viewerFunctionCode.adminRouter),
      runtime: FunctionRuntime.JS_2_0,
      comment: "/admin: navigations and files to the admin site, the rest to the API",
    }),
  };
}
