import QtQuick
import DixitDesktop.Backend

// One card, face up or down, in a cream frame with rounded corners. The picture loads
// asynchronously at the size it is shown. Flips by narrowing and widening (no 3D, no shader).
Item {
    id: card
    required property string cardId
    property string description: ""
    property bool faceUp: true
    property bool selected: false
    property bool dimmed: false
    property color frameColour: Theme.paper
    // the factors of card.width below are the card drawing's proportions (it scales with them)
    property real frame: Math.max(Theme.cardFrameMin, width * 0.045)

    implicitWidth: Theme.cardWidth
    implicitHeight: width * Theme.cardAspect
    Accessible.role: Accessible.Graphic
    Accessible.name: faceUp ? (description || qsTr("A card")) : qsTr("A card, face down")

    property bool shownFace: faceUp
    readonly property bool flipping: flip.running   // the board waits for a flip's end
    onFaceUpChanged: flip.restart()

    SequentialAnimation {
        id: flip
        NumberAnimation { target: flipScale; property: "xScale"; to: 0; duration: Theme.flipMs / 2; easing.type: Easing.InQuad }
        // a script, not a PropertyAction: an action's value was the face at the start, so a
        // card turned up at the reveal (the storyteller's) stayed face down
        ScriptAction { script: card.shownFace = card.faceUp }
        NumberAnimation { target: flipScale; property: "xScale"; to: 1; duration: Theme.flipMs / 2; easing.type: Easing.OutQuad }
    }

    Rectangle {   // soft shadow
        x: Math.max(2, card.width * 0.025)
        y: x * 1.6
        width: card.width
        height: card.height
        radius: body.radius
        color: Theme.shadow
        transform: Scale { origin.x: card.width / 2; xScale: flipScale.xScale }
    }

    Rectangle {
        id: body
        width: card.width
        height: card.height
        radius: Math.max(6, card.width * 0.07)
        color: card.selected ? Theme.gold : card.frameColour
        opacity: card.dimmed ? Theme.cardDimmed : 1
        transform: Scale { id: flipScale; origin.x: card.width / 2; xScale: 1 }

        Image {
            id: face
            visible: card.shownFace && status === Image.Ready
            anchors.fill: parent
            anchors.margins: card.frame
            source: card.cardId ? Cards.source(card.cardId, Cards.revision) : ""
            sourceSize.width: Math.round(width * Theme.cardOversample)
            sourceSize.height: Math.round(height * Theme.cardOversample)
            asynchronous: true
            fillMode: Image.PreserveAspectCrop
            smooth: true
        }

        Image {
            id: back
            visible: !card.shownFace && status === Image.Ready
            anchors.fill: parent
            anchors.margins: card.frame
            source: Cards.back
            sourceSize.width: Math.round(width * Theme.cardOversample)
            asynchronous: true
            fillMode: Image.PreserveAspectCrop
        }

        Rectangle {   // a face still loading (or unreadable): a quiet paper tone
            visible: card.shownFace && face.status !== Image.Ready
            anchors.fill: parent
            anchors.margins: card.frame
            radius: body.radius * 0.6
            color: Theme.paperShade
            Text {
                anchors.centerIn: parent
                text: face.status === Image.Error ? "?" : "…"
                color: Theme.inkSoft
                font.family: Theme.titleFont
                font.pixelSize: parent.width * 0.3
            }
        }

        Rectangle {   // the drawn card back, until (or unless) the back picture is there
            visible: !card.shownFace && back.status !== Image.Ready
            anchors.fill: parent
            anchors.margins: card.frame
            radius: body.radius * 0.6
            gradient: Gradient {
                GradientStop { position: 0; color: Theme.nightGlow }
                GradientStop { position: 1; color: Theme.nightDeep }
            }
            Rectangle {
                anchors.centerIn: parent
                width: parent.width * 0.62
                height: width
                radius: width / 2
                color: "transparent"
                border.color: Theme.gold
                border.width: Math.max(2, parent.width * 0.02)
                opacity: Theme.cardBackRing
            }
            Text {
                anchors.centerIn: parent
                text: "☾"
                color: Theme.gold
                font.pixelSize: parent.width * 0.32
            }
        }
    }
}
