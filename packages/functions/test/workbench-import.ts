export * as Workbench from "@printshop/core/workbench/index";
