/**
 * Every IAM action granted to every Lambda function of a synthesized app, read from the
 * CloudFormation templates (for stacks/access.test.ts): identity policies attached to the
 * function's role (AWS::IAM::Policy, the role's inline and managed policies) and resource policies
 * that name the role as principal (a bucket policy granting a construct's provider, say).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- CloudFormation JSON, walked by hand
type Json = any;

/** The actions of the AWS-managed policies CDK attaches to function roles (from their documents). */
export const MANAGED_POLICY_ACTIONS: Record<string, readonly string[]> = {
  "service-role/AWSLambdaBasicExecutionRole": [
    "logs:CreateLogGroup",
    "logs:CreateLogStream",
    "logs:PutLogEvents",
  ],
};

export interface Grant {
  /** `<stack>/<function logical id>`. */
  fn: string;
  /** The function's `Handler`. */
  handler: string;
  action: string;
  resource: Json;
  /** Where the grant is written: a policy's logical id, or "managed:<name>". */
  source: string;
}

const list = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** Whether a CloudFormation value refers to `logicalId` (Ref or Fn::GetAtt), anywhere inside. */
const refersTo = (value: Json, logicalId: string) =>
  JSON.stringify(value ?? null).includes(`"Ref":"${logicalId}"`) ||
  JSON.stringify(value ?? null).includes(`"Fn::GetAtt":["${logicalId}",`);

function roleOf(fn: Json): string | undefined {
  const role = fn.Properties?.Role;
  return role?.["Fn::GetAtt"]?.[0] ?? role?.Ref;
}

function allowed(statements: Json[], fn: string, handler: string, source: string): Grant[] {
  return statements
    .filter((st) => st.Effect === "Allow")
    .flatMap((st) =>
      list<string>(st.Action).flatMap((action) =>
        list<Json>(st.Resource ?? "*").map((resource) => ({
          fn,
          handler,
          action,
          resource,
          source,
        })),
      ),
    );
}

/**
 * The grants of every function in `templates` (stack name → template JSON). A managed policy
 * whose actions are not in MANAGED_POLICY_ACTIONS is reported as the action "?managed:<arn>",
 * so that an unknown one cannot pass unseen.
 */
export function grantsOfFunctions(templates: Record<string, Json>): Grant[] {
  const grants: Grant[] = [];
  for (const [stackName, template] of Object.entries(templates)) {
    const resources: Record<string, Json> = template.Resources ?? {};
    for (const [fnId, fnResource] of Object.entries(resources)) {
      if (fnResource.Type !== "AWS::Lambda::Function") continue;
      const fn = `${stackName}/${fnId}`;
      const handler = String(fnResource.Properties?.Handler ?? "");
      const roleId = roleOf(fnResource);
      if (!roleId) {
        grants.push({ fn, handler, action: "?role-not-in-stack", resource: null, source: fnId });
        continue;
      }
      const role = resources[roleId]?.Properties ?? {};
      for (const arn of list<Json>(role.ManagedPolicyArns)) {
        const name = /:iam::aws:policy\/([\w/+=,.@-]+)/.exec(JSON.stringify(arn))?.[1];
        const actions = name ? MANAGED_POLICY_ACTIONS[name] : undefined;
        for (const action of actions ?? [`?managed:${JSON.stringify(arn)}`])
          grants.push({ fn, handler, action, resource: "*", source: `managed:${name}` });
      }
      for (const inline of list<Json>(role.Policies))
        grants.push(...allowed(list(inline.PolicyDocument?.Statement), fn, handler, roleId));
      for (const [id, resource] of Object.entries(resources)) {
        const document = resource.Properties?.PolicyDocument;
        if (!document) continue;
        const statements = list<Json>(document.Statement);
        if (resource.Type === "AWS::IAM::Policy") {
          if (list(resource.Properties.Roles).some((r) => refersTo(r, roleId)))
            grants.push(...allowed(statements, fn, handler, id));
        } else {
          // A resource policy (bucket, secret, key…): the statements whose principal is the role.
          const toRole = statements.filter((st) => refersTo(st.Principal, roleId));
          grants.push(...allowed(toRole, fn, handler, id));
        }
      }
    }
  }
  return grants;
}

/** A wildcard in an action: `*`, `s3:*`, `s3:Get*`. */
export const isWildcard = (action: string) => action.includes("*") || action.includes("?");
