/** Which failures mean "DynamoDB cannot serve right now" (503, not 500): @printshop/dynamo's rule. */
export { isDatabaseUnavailable } from "@printshop/dynamo";
