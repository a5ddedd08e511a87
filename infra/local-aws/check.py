"""Smoke test of the local AWS endpoint (S3 + SQS). Run through infra/local-aws/check.sh.

usage: check.py ENDPOINT KIND     (KIND: localstack | fauxqs)
Creates uniquely named resources, checks them, deletes them again; prints OK or FAIL.
"""

import json
import sys
import time
import uuid

import boto3
from botocore.config import Config

ACCOUNT = "000000000000"


def main(endpoint: str, kind: str) -> None:
    suffix = f"{int(time.time())}-{uuid.uuid4().hex[:6]}"
    cfg = Config(
        retries={"max_attempts": 2, "mode": "standard"},
        connect_timeout=5,
        read_timeout=30,
        s3={"addressing_style": "path"},
    )
    # Credentials and region come from the environment (check.sh sets test/test/eu-west-1).
    sqs = boto3.client("sqs", endpoint_url=endpoint, config=cfg)
    s3 = boto3.client("s3", endpoint_url=endpoint, config=cfg)
    region = sqs.meta.region_name
    cleanup = []
    step = "start"
    try:
        # ---- SQS: queue with a dead-letter queue
        step = "sqs create dead-letter queue"
        dlq_name, q_name = f"local-aws-check-dlq-{suffix}", f"local-aws-check-{suffix}"
        returned_dlq_url = sqs.create_queue(QueueName=dlq_name)["QueueUrl"]
        # The stable, host-usable form of a queue URL: http://127.0.0.1:4566/000000000000/<name>
        dlq_url = f"{endpoint}/{ACCOUNT}/{dlq_name}"
        cleanup.append(lambda: sqs.delete_queue(QueueUrl=dlq_url))
        if kind == "localstack" and returned_dlq_url != dlq_url:
            raise AssertionError(f"queue URL is {returned_dlq_url}, expected {dlq_url}")
        dlq_arn = sqs.get_queue_attributes(QueueUrl=dlq_url, AttributeNames=["QueueArn"])[
            "Attributes"
        ]["QueueArn"]
        if dlq_arn != f"arn:aws:sqs:{region}:{ACCOUNT}:{dlq_name}":
            raise AssertionError(f"unexpected DLQ ARN {dlq_arn}")

        step = "sqs create queue with redrive policy"
        redrive = {"deadLetterTargetArn": dlq_arn, "maxReceiveCount": "1"}
        sqs.create_queue(
            QueueName=q_name,
            Attributes={"RedrivePolicy": json.dumps(redrive), "VisibilityTimeout": "1"},
        )
        q_url = f"{endpoint}/{ACCOUNT}/{q_name}"
        cleanup.append(lambda: sqs.delete_queue(QueueUrl=q_url))
        attrs = sqs.get_queue_attributes(QueueUrl=q_url, AttributeNames=["RedrivePolicy"])
        got = json.loads(attrs["Attributes"]["RedrivePolicy"])
        if got.get("deadLetterTargetArn") != dlq_arn or str(got.get("maxReceiveCount")) != "1":
            raise AssertionError(f"redrive policy not stored: {got}")

        step = "sqs send/receive/delete"
        sqs.send_message(QueueUrl=q_url, MessageBody="hello")
        msgs = sqs.receive_message(QueueUrl=q_url, WaitTimeSeconds=5).get("Messages", [])
        if [m["Body"] for m in msgs] != ["hello"]:
            raise AssertionError(f"received {msgs}")
        sqs.delete_message(QueueUrl=q_url, ReceiptHandle=msgs[0]["ReceiptHandle"])
        time.sleep(1.5)  # past the 1 s visibility timeout: a deleted message must not come back
        again = sqs.receive_message(QueueUrl=q_url, WaitTimeSeconds=1).get("Messages", [])
        if again:
            raise AssertionError(f"deleted message came back: {again}")

        step = "sqs redrive to the dead-letter queue"
        sqs.send_message(QueueUrl=q_url, MessageBody="poison")
        first = sqs.receive_message(QueueUrl=q_url, WaitTimeSeconds=5).get("Messages", [])
        if [m["Body"] for m in first] != ["poison"]:
            raise AssertionError(f"received {first}")
        dead = []
        deadline = time.time() + 10
        while not dead and time.time() < deadline:  # not deleted: moves to the DLQ after 1 receive
            sqs.receive_message(QueueUrl=q_url, WaitTimeSeconds=1)
            dead = sqs.receive_message(QueueUrl=dlq_url, WaitTimeSeconds=1).get("Messages", [])
        if [m["Body"] for m in dead] != ["poison"]:
            raise AssertionError(f"message did not reach the dead-letter queue: {dead}")

        # ---- S3: private bucket, put/get object (path-style addressing)
        step = "s3 create private bucket"
        bucket = f"local-aws-check-{suffix}"
        s3.create_bucket(
            Bucket=bucket,
            ACL="private",
            CreateBucketConfiguration={"LocationConstraint": region},
        )
        cleanup.append(lambda: s3.delete_bucket(Bucket=bucket))
        s3.put_public_access_block(
            Bucket=bucket,
            PublicAccessBlockConfiguration={
                "BlockPublicAcls": True,
                "IgnorePublicAcls": True,
                "BlockPublicPolicy": True,
                "RestrictPublicBuckets": True,
            },
        )
        if kind == "localstack":
            grants = s3.get_bucket_acl(Bucket=bucket)["Grants"]
            public = [g for g in grants if "URI" in g.get("Grantee", {})]
            if public:
                raise AssertionError(f"bucket has public grants: {public}")

        step = "s3 put/get object"
        body = b'{"hello":"world"}'
        s3.put_object(Bucket=bucket, Key="dir/check.json", Body=body, ContentType="application/json")
        cleanup.append(lambda: s3.delete_object(Bucket=bucket, Key="dir/check.json"))
        got_obj = s3.get_object(Bucket=bucket, Key="dir/check.json")
        if got_obj["Body"].read() != body:
            raise AssertionError("object content differs")
        keys = [o["Key"] for o in s3.list_objects_v2(Bucket=bucket).get("Contents", [])]
        if keys != ["dir/check.json"]:
            raise AssertionError(f"listing is {keys}")
    except Exception as exc:  # noqa: BLE001 - report any failure with the step it happened in
        print(f"FAIL ({kind} at {endpoint}): {step}: {type(exc).__name__}: {exc}")
        sys.exit(1)
    finally:
        for undo in reversed(cleanup):
            try:
                undo()
            except Exception as exc:  # noqa: BLE001
                print(f"warning: cleanup failed: {exc}", file=sys.stderr)
    print(f"OK ({kind} at {endpoint}: SQS queue + DLQ redrive, S3 private bucket put/get)")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
