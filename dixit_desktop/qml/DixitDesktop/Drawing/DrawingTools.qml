pragma ComponentBehavior: Bound

import QtQuick
import QtQuick.Controls.Basic
import QtQuick.Layouts
import DixitDesktop.Backend
import DixitDesktop.Controls

// Everything beside (or under) the canvas: the screen's title and Back, the brushes, their
// sizes, the colours (and one of your own), the papers, undo, redo, clear, and save. It
// scrolls when the window is short of room; every target is a finger's size.
Flickable {
    id: tools
    signal clearAsked()
    signal saveAsked()
    property bool mixing: false   // the custom colour's sliders are open
    contentHeight: column.implicitHeight
    clip: true
    boundsBehavior: Flickable.StopAtBounds
    ScrollBar.vertical: ScrollBar {
        policy: ScrollBar.AlwaysOn
        visible: tools.contentHeight > tools.height
    }

    ColumnLayout {
        id: column
        width: tools.width - (tools.contentHeight > tools.height ? Theme.gap : 0)
        spacing: Theme.gapMedium

        RowLayout {
            Layout.fillWidth: true
            spacing: Theme.gap
            TitleText {
                objectName: "drawingTitle"
                Layout.fillWidth: true
                text: Drawing.editing ? qsTr("Change this card") : qsTr("Draw a card")
                wrapMode: Text.WordWrap
            }
            BigButton {
                objectName: "drawingBack"
                text: qsTr("Back")
                tone: "paper"
                Accessible.name: qsTr("Back: the drawing is kept for later")
                onActivated: Navigator.back()
            }
        }

        Flow {   // the brushes and the fill
            objectName: "drawingToolRow"
            Layout.fillWidth: true
            spacing: Theme.gapSmall
            Repeater {
                model: Drawing.tools
                delegate: BigButton {
                    required property var modelData
                    objectName: "tool_" + modelData.id
                    text: modelData.name
                    tone: Drawing.tool === modelData.id ? "gold" : "paper"
                    font.pixelSize: Theme.fontSmall
                    implicitWidth: Math.max(Theme.touch * 2, contentItem.implicitWidth + Theme.gap * 2)
                    Accessible.role: Accessible.RadioButton
                    Accessible.checkable: true
                    Accessible.checked: Drawing.tool === modelData.id
                    onActivated: Drawing.tool = modelData.id
                }
            }
        }

        Flow {   // how wide the brush is, and the paper under the drawing
            objectName: "drawingSizeRow"
            Layout.fillWidth: true
            spacing: Theme.gapSmall
            Repeater {
                model: Drawing.sizes
                delegate: Swatch {
                    required property var modelData
                    objectName: "size_" + modelData.id
                    text: modelData.name
                    colour: Theme.paper
                    dot: Theme.touch * modelData.share
                    chosen: Drawing.size === modelData.id
                    onClicked: Drawing.size = modelData.id
                }
            }
            Item { width: Theme.gap; height: Theme.touch }
            CaptionText {
                height: Theme.touch
                verticalAlignment: Text.AlignVCenter
                text: qsTr("Paper")
                color: Theme.moonlight
            }
            Repeater {
                model: Drawing.papers
                delegate: Swatch {
                    required property var modelData
                    objectName: "paper_" + modelData.id
                    text: qsTr("Paper: %1").arg(modelData.name)
                    colour: modelData.colour
                    chosen: Drawing.paper === modelData.id
                    onClicked: Drawing.paper = modelData.id
                }
            }
        }

        Flow {   // the colours, and one of your own
            objectName: "drawingPalette"
            Layout.fillWidth: true
            spacing: Theme.gapSmall
            Repeater {
                model: Drawing.palette
                delegate: Swatch {
                    required property var modelData
                    objectName: "colour_" + modelData.colour.slice(1)
                    text: modelData.name
                    colour: modelData.colour
                    chosen: Drawing.colour.toLowerCase() === modelData.colour.toLowerCase()
                    onClicked: Drawing.colour = modelData.colour
                }
            }
            Swatch {
                objectName: "colour_custom"
                text: qsTr("A colour of your own")
                colour: tools.mixing ? mixer.colour : Drawing.customColour
                chosen: tools.mixing || Drawing.colour.toLowerCase() === Drawing.customColour.toLowerCase()
                onClicked: tools.mixing = !tools.mixing
                Text {   // a plus: this one opens the mixer
                    anchors.centerIn: parent
                    z: 1
                    text: "+"
                    font.pixelSize: Theme.fontLarge
                    font.weight: Font.Bold
                    color: Theme.inkLight
                    style: Text.Outline
                    styleColor: Theme.ink
                }
            }
        }

        ColourMixer {
            id: mixer
            objectName: "colourMixer"
            Layout.fillWidth: true
            visible: tools.mixing
            onPicked: (colour) => {
                Drawing.customColour = colour
                Drawing.colour = colour
            }
        }

        Flow {
            Layout.fillWidth: true
            spacing: Theme.gapSmall
            BigButton {
                objectName: "undoButton"
                text: qsTr("Undo")
                tone: "ghost"
                font.pixelSize: Theme.fontSmall
                enabled: Drawing.canUndo
                onActivated: Drawing.undo()
            }
            BigButton {
                objectName: "redoButton"
                text: qsTr("Redo")
                tone: "ghost"
                font.pixelSize: Theme.fontSmall
                enabled: Drawing.canRedo
                onActivated: Drawing.redo()
            }
            BigButton {
                objectName: "clearButton"
                text: qsTr("Clear")
                tone: "ghost"
                font.pixelSize: Theme.fontSmall
                enabled: !Drawing.blank
                Accessible.name: qsTr("Clear the whole drawing")
                onActivated: tools.clearAsked()
            }
        }
        BigButton {
            objectName: "saveDrawingButton"
            Layout.fillWidth: true
            text: qsTr("Save the card…")
            enabled: !Drawing.blank
            onActivated: tools.saveAsked()
        }
    }
}
