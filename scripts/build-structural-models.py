"""Structural sequence-classification models for exercising the rerank and groundedness (NLI) code paths.

No cross-encoder or NLI weights can be had from the registries this project is built with, so this takes the
provisioned all-MiniLM-L6-v2 encoder (int8 ONNX) and adds a classification head: the [CLS] vector times a fixed,
seeded random matrix plus a bias gives `logits` — the layout of ms-marco-MiniLM-L-6-v2 (one logit) and of an
NLI cross-encoder (three: contradiction, entailment, neutral). Same size and cost as the real models, so pair
tokenization, batching, truncation, logits -> score and latency are real; the scores mean nothing (it is a
structural model, not a quality claim).

usage: python3 build-structural-models.py <models_dir>   (needs the `onnx` package)
"""
import json
import os
import shutil
import sys

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

SOURCE = "Xenova/all-MiniLM-L6-v2"
TARGETS = {
    "specwise-structural/minilm-cross-encoder": {"LABEL_0": 0},
    "specwise-structural/minilm-nli": {"contradiction": 0, "entailment": 1, "neutral": 2},
}


def with_head(model: onnx.ModelProto, labels: int, seed: int) -> onnx.ModelProto:
    rng = np.random.default_rng(seed)
    hidden = 384
    graph = model.graph
    (out,) = [o.name for o in graph.output]
    weight = numpy_helper.from_array((rng.standard_normal((hidden, labels)) * 0.05).astype(np.float32), "head_weight")
    bias = numpy_helper.from_array(np.zeros(labels, dtype=np.float32), "head_bias")
    index = numpy_helper.from_array(np.array(0, dtype=np.int64), "cls_index")
    graph.initializer.extend([weight, bias, index])
    graph.node.extend([
        helper.make_node("Gather", [out, "cls_index"], ["cls"], axis=1, name="head_cls"),
        helper.make_node("MatMul", ["cls", "head_weight"], ["head_matmul"], name="head_matmul"),
        helper.make_node("Add", ["head_matmul", "head_bias"], ["logits"], name="head_add"),
    ])
    del graph.output[:]
    graph.output.append(helper.make_tensor_value_info("logits", TensorProto.FLOAT, ["batch_size", labels]))
    onnx.checker.check_model(model)
    return model


def main(models_dir: str) -> None:
    src = os.path.join(models_dir, SOURCE)
    onnx_src = os.path.join(src, "onnx", "model_quantized.onnx")
    if not os.path.exists(onnx_src):
        raise SystemExit(f"{SOURCE} is not provisioned in {models_dir}")
    base_config = json.load(open(os.path.join(src, "config.json")))
    for seed, (target, label2id) in enumerate(TARGETS.items()):
        dest = os.path.join(models_dir, target)
        stage = dest + ".partial"
        shutil.rmtree(stage, ignore_errors=True)
        os.makedirs(os.path.join(stage, "onnx"))
        model = with_head(onnx.load(onnx_src), len(label2id), seed)
        # transformers.js loads onnx/model.onnx by default (fp32 name); the weights inside stay int8.
        onnx.save(model, os.path.join(stage, "onnx", "model.onnx"))
        for f in ("tokenizer.json", "tokenizer_config.json"):
            shutil.copy(os.path.join(src, f), os.path.join(stage, f))
        config = {**base_config, "architectures": ["BertForSequenceClassification"],
                  "id2label": {str(i): l for l, i in label2id.items()}, "label2id": label2id,
                  "specwise_structural": "random classification head on all-MiniLM-L6-v2: exercises code paths, scores mean nothing"}
        json.dump(config, open(os.path.join(stage, "config.json"), "w"))
        shutil.rmtree(dest, ignore_errors=True)
        os.rename(stage, dest)
        print(f"[models] {target}: built in {dest}")


if __name__ == "__main__":
    main(sys.argv[1])
